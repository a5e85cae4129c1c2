/**
 * Working days on the Estonian calendar (docs/decisions/procurement/questions.md): Monday to Friday, except the public
 * holidays of Estonia as the `date-holidays` package lists them (type `public`: New Year, Independence Day, Good
 * Friday, Easter Sunday, Spring Day, Pentecost, Victory Day 23 June, Midsummer Day 24 June, Restoration of
 * Independence 20 August, Christmas Eve, Christmas Day and Boxing Day), days counted in Tallinn's time zone. Only the
 * question sweep imports it: the package's country data (about 1.5 MB) stays out of every request's bundle.
 */
import Holidays from 'date-holidays';

/** The time zone of the calendar. */
export const CALENDAR_TIME_ZONE = 'Europe/Tallinn';

const holidays = new Holidays('EE');
const byYear = new Map<number, ReadonlySet<string>>();

/** The public holidays of `year` in Estonia as `yyyy-mm-dd` dates (cached per year). */
export function publicHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(holidays.getHolidays(year).flatMap((h) => (h.type === 'public' ? [h.date.slice(0, 10)] : [])));
    byYear.set(year, days);
  }
  return days;
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time of `ms` (epoch) in Tallinn, as if it were UTC (epoch ms). */
function wallClock(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second), ms % 1000);
}

/** The instant whose Tallinn wall-clock time is `wall` (epoch ms read as UTC); across a DST change the offset of that day. */
function fromWallClock(wall: number): number {
  let at = wall - (wallClock(wall) - wall);
  at = wall - (wallClock(at) - at);
  return at;
}

const DAY_MS = 86_400_000;

/** Whether the Tallinn date `wall` (epoch ms read as UTC) is a working day: a weekday that is no public holiday. */
export function isWorkingDay(wall: number): boolean {
  const date = new Date(wall);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
}

/**
 * `instant` (ISO) moved on by `days` working days, at the same wall-clock time in Tallinn: each following day that is
 * a working day counts one, weekends and public holidays are skipped (Friday 17:00 plus 2 is Tuesday 17:00; 22 June
 * 2026 plus 2 is 26 June, past Victory Day and Midsummer Day). Returns an ISO instant.
 */
export function addWorkingDays(instant: string, days: number): string {
  let wall = wallClock(Date.parse(instant));
  for (let left = days; left > 0;) {
    wall += DAY_MS;
    if (isWorkingDay(wall)) left -= 1;
  }
  return new Date(fromWallClock(wall)).toISOString();
}
