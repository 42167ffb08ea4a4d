// M-Pesa writes times in Kenya's time (EAT, UTC+3, no daylight saving) and in its own formats.
const eatOffsetMs = 3 * 60 * 60 * 1000;

function eatParts(date: Date) {
  const eat = new Date(date.getTime() + eatOffsetMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(eat.getUTCFullYear()),
    month: pad(eat.getUTCMonth() + 1),
    day: pad(eat.getUTCDate()),
    hours: pad(eat.getUTCHours()),
    minutes: pad(eat.getUTCMinutes()),
    seconds: pad(eat.getUTCSeconds()),
  };
}

/** "20240706", as in a ConversationID. */
export function compactEatDate(date: Date): string {
  const { year, month, day } = eatParts(date);
  return `${year}${month}${day}`;
}

/** "06.07.2024 22:48:52", as in TransactionCompletedDateTime. */
export function dottedEatDateTime(date: Date): string {
  const { year, month, day, hours, minutes, seconds } = eatParts(date);
  return `${day}.${month}.${year} ${hours}:${minutes}:${seconds}`;
}

/** "20240706224852", as in a Transaction Status result's InitiatedTime and FinalisedTime. */
export function compactEatDateTime(date: Date): string {
  const { year, month, day, hours, minutes, seconds } = eatParts(date);
  return `${year}${month}${day}${hours}${minutes}${seconds}`;
}
