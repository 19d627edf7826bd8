// Names only staff and the site's demo accounts may carry: a member named "Customer Service",
// "客服" or "Demo streamer · Ada" would speak in chat and comments as if the site did. Names are
// read as the content filter reads text (./textFolding), so "Ｃｕｓｔｏｍｅｒ Ｓｅｒｖｉｃｅ",
// "Cust\u200Bomer Service" or "ΑDMIN" in Greek letters are the same name. The profile form and
// the api check this through profileUpdateSchema; the demo accounts are written by the
// development services directly, not through that route.
import { compactForMatching, foldForMatching, withoutInvisibles } from '@matchday/contracts/validation/textFolding';

/**
 * Reserved wherever they appear in the name, spaces and punctuation aside: long enough that no
 * ordinary name contains them by chance. In the site's nine languages.
 */
const RESERVED_PHRASES = [
  // English
  'customer service', 'customer support', 'customer care', 'help desk', 'tech support', 'technical support', 'administrator', 'moderator',
  'matchday staff', 'matchday team', 'matchday official', 'official matchday', 'matchday support', 'matchday service', 'matchday admin',
  // German, French, Spanish, Portuguese
  'kundenservice', 'kundendienst', 'kundensupport', 'kundenbetreuung',
  'service client', 'service clientèle', 'support technique', 'assistance technique', 'administrateur', 'modérateur',
  'atención al cliente', 'servicio al cliente', 'soporte técnico', 'administrador', 'moderador',
  'atendimento ao cliente', 'serviço ao cliente', 'suporte técnico',
  // Russian
  'служба поддержки', 'техподдержка', 'администратор', 'модератор', 'официальн',
  // Arabic: customer service, technical support
  'خدمة العملاء', 'الدعم الفني',
  // Chinese, simplified and traditional: customer service, administrator, official, moderator, webmaster, staff
  '客服', '客户服务', '客戶服務', '管理员', '管理員', '官方', '版主', '站长', '站長', '工作人员', '工作人員',
  // The development services' demo accounts ("Demo streamer · Ada", "Demo expert · Marco", "Demo editor · Noor")
  'demo streamer', 'demo expert', 'demo editor',
];

/**
 * Reserved as a word of the name or the whole name, not inside other words: "Support" and
 * "Admin Lee" are refused, "Liverpool Supporter" and "Badminton fan" are not.
 */
const RESERVED_WORDS = [
  'admin', 'admins', 'support', 'official', 'staff', 'mod', 'mods', 'moderation', 'matchday', 'demo',
  'offiziell', 'officiel', 'oficial', 'soporte', 'suporte',
  'админ', 'поддержка',
  // Arabic: support, the administration, supervisor (moderator), official, person in charge
  'دعم', 'الدعم', 'الإدارة', 'الادارة', 'مشرف', 'المشرف', 'رسمي', 'الرسمي', 'مسؤول', 'المسؤول',
];

const phrases = RESERVED_PHRASES.map(compactForMatching);
const words = new Set(RESERVED_WORDS.map(compactForMatching));

/** The name's words, folded: split at spaces and punctuation, where a capital follows a small letter (AdminLee), and between letters and digits (admin01). */
function wordsOf(name: string): string[] {
  const spaced = withoutInvisibles(name)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2');
  return foldForMatching(spaced)
    .split(/[\s\p{P}\p{S}_]+/u)
    .filter(Boolean);
}

/** True when the name reads as staff's, the site's own or a demo account's. */
export function isReservedUsername(name: string): boolean {
  const nameWords = wordsOf(name);
  const compact = nameWords.join('');
  return phrases.some((phrase) => compact.includes(phrase)) || words.has(compact) || nameWords.some((word) => words.has(word));
}
