// @ts-check
// The proleptic Gregorian calendar of RFC 3339 (and ISO 8601) read literally: years 0000–9999 as written (JavaScript's
// Date.UTC and `new Date(y, …)` read 0–99 as 1900–1999, so they are not used to judge a date), February 29 only in
// leap years, months 1–12, a day within its month, hours 0–23, minutes and seconds 0–59.

/** @param {number} year */
export const isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** @param {number} year @param {number} month 1–12 */
export const daysInMonth = (year, month) => (month === 2 && isLeapYear(year) ? 29 : (DAYS[month - 1] ?? 0));

/** @param {number} year @param {number} month @param {number} day */
export const isCalendarDay = (year, month, day) =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** A wall-clock time: hour 0–23, minute and second 0–59 (a leap second is judged by the format that allows it). */
/** @param {number} hour @param {number} minute @param {number} [second] */
export const isClockTime = (hour, minute, second = 0) =>
  hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;

/**
 * Epoch milliseconds of a calendar day and time read as UTC, year as written (setUTCFullYear takes 0–99 literally).
 * @param {number} year @param {number} month @param {number} day @param {number} [hour] @param {number} [minute]
 */
export function epochMs(year, month, day, hour = 0, minute = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getTime();
}
