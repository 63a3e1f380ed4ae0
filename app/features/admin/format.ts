export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;
}

/** A sum of naira as office staff write it: ₦1,250,000 (whole naira, Nigerian thousands separators). */
export function formatNaira(n: number): string {
  return `₦${n.toLocaleString('en-NG', { maximumFractionDigits: 0 })}`;
}
