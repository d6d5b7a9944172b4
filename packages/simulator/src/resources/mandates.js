// @ts-check
// The SEPA mandate of a direct debit (Payment methods, dd: "Requires a SEPA mandate (customer name and IBAN)."). A dd
// payment without one, or whose IBAN is not an IBAN, is refused with 400 naming the field (the status is the
// simulator's choice, listed in docs/guides/simulator.md: the interface says only that the mandate is required).
import { refusal } from '../answers.js';
import { SANDBOX } from './sandbox.js';

/**
 * ISO 13616: a country code, two check digits and up to 30 letters or digits, whose mod-97 remainder is 1 (spaces
 * allowed between groups, as printed). The designated failing IBAN passes too: the interface's "All valid IBANs
 * succeed except one designated IBAN, which fails" makes it valid, one the bank then refuses.
 * @param {unknown} text
 */
export function isIban(text) {
  if (typeof text !== 'string') return false;
  const iban = text.replaceAll(' ', '').toUpperCase();
  if (iban === SANDBOX.failingIban) return true;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((c) => Number.parseInt(c, 36)).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * Whether a payment of `method` may be made with `mandate`: a refusal naming the field, or undefined.
 * @param {unknown} method @param {{ name?: unknown, iban?: unknown } | undefined} mandate
 */
export function mandateRefusal(method, mandate) {
  if (String(method ?? '').toLowerCase() !== 'dd') return undefined;
  // "dd | ... Requires a SEPA mandate (customer name and IBAN)."
  if (!mandate) return refusal(400, "field 'sdd_mandate' is required when method is dd");
  if (!mandate.name) return refusal(400, "field 'sdd_mandate.name' is required: a SEPA mandate names the customer");
  if (!isIban(mandate.iban))
    return refusal(400, "field 'sdd_mandate.iban' must be an IBAN (ISO 13616, with valid check digits)");
  return undefined;
}
