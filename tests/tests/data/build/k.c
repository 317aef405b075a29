/* lanes cc acceptance: a saxpy, a search loop, a scatter and a float dot product. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int search(const int *v, int n, int key) {
  for (int i = 0; i < n; i++)
    if (v[i] == key)
      return i;
  return -1;
}

void scatter(float *restrict out, const float *restrict in, const int *idx, int n) {
  for (int i = 0; i < n; i++)
    out[idx[i]] = in[i];
}

float dot(const float *a, const float *b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
