// @ts-check
// ts-morph, loaded by require for every generator: an ES module import of it makes Node scan its CommonJS for export
// names on every run (about a second of a generation's CPU on this machine, issue 29), and the generators use only
// these few values.
import { createRequire } from 'node:module';

/** @type {typeof import('ts-morph')} */
const tsMorph = createRequire(import.meta.url)('ts-morph');

export const { Project, StructureKind, VariableDeclarationKind, printStructure, ts } = tsMorph;
