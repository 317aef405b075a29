/* Does not compile: the project reports its error and analyses the rest. */
int broken( {
