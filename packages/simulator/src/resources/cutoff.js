// @ts-check
// Limits: "Direct-debit cutoff for cancelling: 18:00 Europe/Lisbon" (DELETE single, frequent).

/** 18:00 Europe/Lisbon has passed on the day of `now`. @param {number} now */
export function pastDirectDebitCutoff(now) {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(now),
  );
  return hour % 24 >= 18;
}
