/* A header the units read: editing it re-analyses both units. */
#define SCALE 3
