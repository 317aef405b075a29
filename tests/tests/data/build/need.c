/* A loop of at most two iterations (NEEDBITS in zlib's inflate.c):
   LoopVectorize decides about it, then loop-unroll unrolls it by its
   upper bound. */
unsigned need(const unsigned char *p, unsigned bits, unsigned long *hold) {
  unsigned long h = *hold;
  while (bits < 16) {
    h += (unsigned long)(*p++) << bits;
    bits += 8;
  }
  *hold = h;
  return bits;
}
