// For tests: text with everything a string literal has to escape.
export const TRICKY = `It's "quoted" \\ back\\slash\nnew line \${not.a.template} \u2028 é 🐜 */`;
