/**
 * A wait as the words say "try again in ...": whole seconds under 90 of them, then whole minutes under 90, then
 * hours, each rounded up, with the language's names of the units ('1 second', '61 seconds', '10 minutes').
 */
export function waitInWords(ms: number, units: { second: string; seconds: string; minutes: string; hours: string }) {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 90) return `${seconds} ${seconds === 1 ? units.second : units.seconds}`;
  return minutes < 90 ? `${minutes} ${units.minutes}` : `${Math.ceil(minutes / 60)} ${units.hours}`;
}
