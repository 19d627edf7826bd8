/** +8613812345678 -> +86138****5678: enough for the owner to recognise, not to read out. */
export function maskPhone(phone: string): string {
  if (phone.length < 9) return phone;
  return `${phone.slice(0, phone.length - 8)}****${phone.slice(-4)}`;
}
