// Where each text part's file is, in each language: a map of every part in every language (72
// entries), so it is read with the first page that needs a part rather than on `/`, which
// needs none.
export const loadTextPart = (part: string, language: string) => import(`./parts/${part}/${language}.json`);
