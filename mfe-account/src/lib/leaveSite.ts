// Sends the browser to another site (a payment provider's checkout page): a full page load that
// leaves the single-page app, which the provider sends back to a page of ours when done.
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
