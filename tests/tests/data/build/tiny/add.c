#include "util.h"

void add(int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++)
    a[i] += SCALE * b[i];
}
