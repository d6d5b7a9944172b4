// @ts-check
// What a consumer must do about one change of the spec, as the changelog and the Changes page say it (after Stripe's
// and GitHub's API changelogs: each change with its action). Read from the gate's own words for the change
// (scripts/spec-diff/describe.js and webhooks.js), first match wins; a breaking change no rule knows still gets the
// general advice, never nothing.

/** @typedef {{ severity: 'breaking' | 'non-breaking' | 'documentation', what: string, where: string[] }} Grouped */

/** @type {Array<{ when: RegExp, receiver?: boolean, advice: string }>} */
const RULES = [
  { when: /^operation removed$/, advice: 'Stop calling it: the regenerated client no longer has it.' },
  { when: /^operation added$/, advice: 'New: call it once you upgrade.' },
  { when: /^path removed$/, advice: 'Stop calling its operations: the regenerated client no longer has them.' },
  { when: /^path added$/, advice: 'New: call its operations once you upgrade.' },
  { when: /^webhook removed$/, advice: 'The service no longer sends it: remove its handler.' },
  {
    when: /^webhook added$/,
    advice: 'New: handle it if you subscribe to it (an unhandled kind is refused by default).',
  },
  { when: /parameter .* removed$/, advice: 'Stop sending it.' },
  { when: /parameter .* added$/, advice: 'Optional unless the operation says so: send it when you need it.' },
  { when: /^request body: .*made required$/, advice: 'Send it in every request.' },
  { when: /^request body: value .* removed from/, advice: 'Stop sending that value.' },
  { when: /^request body: field .* removed$/, advice: 'Stop sending it.' },
  { when: /^answer \S+: field .* removed$/, advice: 'Stop reading it: the regenerated answer type no longer has it.' },
  { when: /^answer \S+: field .* no longer required$/, advice: 'Handle its absence where you read it.' },
  { when: /^answer \S+: .*type changed/, advice: 'Read it as the new type.' },
  { when: /^answer \S+: field .* added$/, advice: 'Nothing to do: read it if it helps.' },
  { when: /^answer \S+: value .* added to/, advice: 'Handle the new value where you switch on this field.' },
  { when: /^request body: field .* added$/, advice: 'Nothing to do: send it if it helps.' },
  { when: /^request body: value .* added to/, advice: 'Nothing to do: the new value is accepted.' },
  { when: /removed$/, receiver: true, advice: 'Stop reading it in your handler.' },
  {
    when: /made required$|^required field .* added$/,
    receiver: true,
    advice: 'Regenerate: the parser refuses a notification without it.',
  },
  { when: /no longer required$/, receiver: true, advice: 'Handle its absence in your handler.' },
  { when: /^values? .* removed from/, receiver: true, advice: 'Drop the branches for those values.' },
  { when: /^values? .* added to/, receiver: true, advice: 'Handle the new values in your handler.' },
  { when: /^types? .* added to/, receiver: true, advice: 'Handle the new type where you read the field.' },
  { when: /added$/, receiver: true, advice: 'Nothing to do: read it if it helps.' },
];

const GENERAL = {
  breaking: 'Regenerate (or upgrade the packages) and fix what no longer compiles or no longer matches.',
  'non-breaking': 'Nothing to do.',
  documentation: 'Nothing to do: the text of the documentation changed.',
};

/** @param {Grouped} change */
export function adviceFor({ severity, what, where }) {
  const receiver = where.every((place) => place.startsWith('webhook '));
  const rule = RULES.find((candidate) => (candidate.receiver ?? false) === receiver && candidate.when.test(what));
  if (severity === 'documentation') return GENERAL.documentation;
  return rule?.advice ?? GENERAL[severity];
}
