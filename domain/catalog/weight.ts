const gramsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * A weight as shoppers and staff read it: "7.125 g", "1,250 g". Weights are kept to the
 * milligram and priced from that, so every page shows all three decimals the piece has.
 */
export function formatGrams(weight: number): string {
  return `${gramsFormat.format(weight)} g`;
}
