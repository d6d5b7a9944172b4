#!/usr/bin/env node
// @ts-check
// The `payments-behaviour` command (cli.js holds it, so that importing the package starts nothing).
import { main } from './cli.js';

process.exitCode = await main(process.argv.slice(2));
