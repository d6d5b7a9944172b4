// @ts-check
// Text from the spec (a path key, a summary, a description) written into a `/** … */` doc comment of generated
// code: a `*/` in it would end the comment and leave the rest as code (consumer tsc fails, TS1036/TS1434). `*\/`
// reads the same in an editor's hover and cannot close the comment.

/** @param {unknown} text */
export const commentText = (text) => String(text).replaceAll('*/', '*\\/');
