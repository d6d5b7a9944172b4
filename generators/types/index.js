// @ts-check
// The client's types: openapi-typescript's `paths`, `webhooks`, `components` and `operations` for the bundled
// document. One entry function; the text is a pure function of the document.
import openapiTS, { astToString } from 'openapi-typescript';
import { GENERATED_HEADER } from '../shared/header.js';

/** @param {Record<string, unknown>} document @returns {Promise<string>} */
export async function generateTypes(document) {
  const ast = await openapiTS(/** @type {any} */ (document), {
    // Answers are open (the service may add fields) and 2XX/4XX ranges are not used, so the defaults suffice;
    // `exportType` keeps the emitted names plain types, as openapi-fetch expects.
    exportType: true,
    alphabetize: false,
  });
  return `${GENERATED_HEADER}${astToString(ast)}`;
}
