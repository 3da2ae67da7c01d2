import type { PriceLabels } from '../config/types.js';
import { unbrokenUnits, type PriceTable as PriceTableData } from '../site/prices.js';
import { editMark } from '../site/edit-marks.js';

/**
 * A service's prices as a table: a caption, a header row, and a row per lot size whose header cell
 * is the lot size (with its hint) and whose cell is its price. Plain HTML: readable without
 * JavaScript, and by screen readers as a table. `noteId` is the note that every price assumes.
 */
export function PriceTable({ table, labels, noteId }: { table: PriceTableData; labels: PriceLabels; noteId: string }) {
  return (
    <table className="price-table" aria-describedby={noteId} {...editMark(table.service.prices)}>
      <caption {...editMark(table.service.prices, 'for')}>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.lotSizeColumn}</th>
          <th scope="col">{labels.priceColumn}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map(({ lotSize, price, ranged }) => (
          // In the editor's preview, the row says which range of site.yaml it shows.
          <tr key={lotSize.id} {...editMark(table.service.prices?.ranges.find((range) => range.lotSize === lotSize.id) ?? lotSize)}>
            <th scope="row" {...editMark(lotSize, 'label')}>
              {unbrokenUnits(lotSize.label)}
              {lotSize.hint && (
                <span className="price-hint" {...editMark(lotSize, 'hint')}>
                  {lotSize.hint}
                </span>
              )}
            </th>
            <td className={ranged ? undefined : 'price-after-visit'}>{price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
