import type { OpeningHours as Hours } from '../config/types.js';
import { openingHoursLines } from '../site/hours.js';

/** The business's hours, a line per day or run of days; several times when a day has several intervals. */
export function OpeningHours({ hours, language }: { hours: readonly Hours[]; language: string }) {
  return (
    <dl className="opening-hours">
      {openingHoursLines(hours, language).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          {line.times.map((time) => (
            <dd key={time}>{time}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
