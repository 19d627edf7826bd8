// An item's id as a page's address carries it (`?id=`, `?team=`): the api's ids, 1 and up. A page
// and the shell's server (its first screen) read an address by the same rule.

export const ITEM_ID = /^[1-9]\d{0,17}$/;
