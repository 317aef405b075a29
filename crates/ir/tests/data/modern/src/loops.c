/* Loops and constructs for the modern-IR test data: reductions,
   conditional stores, min/max, gathers, atomics, vector extensions,
   bit fields, switches, varargs and inline asm. */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>

typedef float v4f __attribute__((vector_size(16)));
typedef int v8i __attribute__((vector_size(32)));

struct point { float x, y, z; int tag : 5; unsigned flags : 3; };

float sum(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int dot_u8(const uint8_t *a, const int8_t *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

void cond_store(int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++)
    if (b[i] > 0) a[i] = b[i] * 3;
}

float vmax(const float *a, int n) {
  float m = -1e30f;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}

void gather(double *restrict out, const double *restrict in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] + 1.0;
}

void points(struct point *p, int n, float dx) {
  for (int i = 0; i < n; i++) {
    p[i].x += dx;
    p[i].tag = i & 15;
  }
}

unsigned sad(const uint8_t *a, const uint8_t *b, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) {
    int d = a[i] - b[i];
    s += d < 0 ? -d : d;
  }
  return s;
}

void widen(int64_t *restrict o, const int16_t *restrict a, unsigned n) {
  for (unsigned i = 0; i < n; i++) o[i] = (int64_t)a[i] * a[i];
}

v4f vec_ops(v4f a, v4f b) {
  v4f c = a * b + (v4f){1, 2, 3, 4};
  return __builtin_shufflevector(c, a, 0, 5, 2, 7);
}

v8i vec_int(v8i a, v8i b) { return (a >> 2) ^ (b & 7); }

_Atomic long counter;
atomic_int flag;

long bump(long k) { return atomic_fetch_add_explicit(&counter, k, memory_order_relaxed); }

int try_set(int expect) {
  return atomic_compare_exchange_weak_explicit(&flag, &expect, 1, memory_order_acq_rel,
                                               memory_order_acquire);
}

void publish(int v) {
  atomic_store_explicit(&flag, v, memory_order_release);
  atomic_thread_fence(memory_order_seq_cst);
}

int classify(int c) {
  switch (c) {
  case 0: return 10;
  case 1: case 7: return 20;
  case 42: return 30;
  default: return c > 100 ? 1 : -1;
  }
}

int total(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

unsigned rotl(unsigned x, unsigned k) {
  unsigned r;
  __asm__("roll %%cl, %0" : "=r"(r) : "0"(x), "c"(k));
  return r;
}

_Thread_local int tls_counter;
int tls_bump(void) { return ++tls_counter; }

int sat_add(int a, int b) {
  int r;
  if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT32_MAX : INT32_MIN;
  return r;
}

void matmul(int n, float (*restrict c)[64], float (*a)[64], float (*b)[64]) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < 64; j++) c[i][j] += a[i][k] * b[k][j];
}
