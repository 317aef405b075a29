#include "util.h"

int first(const int *v, int n) {
  for (int i = 0; i < n; i++)
    if (v[i] == SCALE)
      return i;
  return -1;
}
