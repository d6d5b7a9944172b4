// The package's name and version as sent in User-Agent. A test checks they equal package.json's, so a release that
// bumps one and not the other fails.
export const PACKAGE_NAME = '@payments-contract/client';
export const PACKAGE_VERSION = '0.2.0';
