// A player's short name (what a pitch or a box score shows) where the source gave none.

/** The last word of a name written given name first; a one-word name (an esports handle) whole. */
export const shortPlayerName = (name: string): string => name.trim().split(/\s+/).at(-1) ?? name;
