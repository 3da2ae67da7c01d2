/** Prices for the small site (tests/fixtures/small-site.yaml): Mowing has them, Snow Removal does not. */
export function addPrices(data: Record<string, any>): void {
  data.pricing = {
    note: 'Prices are for a typical lawn; we confirm yours after a free visit.',
    lotSizes: [
      { id: 'small', label: 'Up to 5,000 sq ft', hint: 'a townhouse or small lot' },
      { id: 'medium', label: '5,000 – 10,000 sq ft' },
      { id: 'large', label: 'Over 10,000 sq ft' },
    ],
  };
  data.services[0].prices = {
    per: 'visit',
    ranges: [
      { lotSize: 'small', from: 35, to: 45 },
      { lotSize: 'medium', from: 45, to: 60 },
    ],
  };
}

/** The same prices as YAML lines, for tests that build from a file: `pricing` at the end, `prices` under Mowing. */
export function withPricesYaml(yaml: string): string {
  const points = '    points: [Front Yards, Back Yards, Edging, Blowing]\n';
  if (!yaml.includes(points)) throw new Error('the small site changed: its Mowing points line is not there');
  const prices = [
    '    prices:',
    '      per: visit',
    '      ranges:',
    '        - { lotSize: small, from: 35, to: 45 }',
    '        - { lotSize: medium, from: 45, to: 60 }',
    '',
  ].join('\n');
  const pricing = [
    'pricing:',
    '  note: Prices are for a typical lawn; we confirm yours after a free visit.',
    '  lotSizes:',
    '    - { id: small, label: "Up to 5,000 sq ft", hint: a townhouse or small lot }',
    '    - { id: medium, label: "5,000 – 10,000 sq ft" }',
    '    - { id: large, label: "Over 10,000 sq ft" }',
    '',
  ].join('\n');
  return yaml.replace(points, points + prices) + pricing;
}
