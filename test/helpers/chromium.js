// @ts-check
// Debian's Chromium, driven by playwright-core, the way every browser test and bench here launches it: never a
// downloaded browser, and no background networking (this machine's closed network refuses it).
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, chromiumSandbox: false, args: CHROMIUM_ARGS });
