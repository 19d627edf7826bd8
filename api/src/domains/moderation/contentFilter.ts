// What people write in public (chat, comments, usernames) is checked here: a maintained English
// profanity matcher (obscenity, which sees through spacing, repeats and look-alike letters) and
// the operators' own word list for what it does not know: Chinese profanity, the conduct rules'
// forbidden subjects, and advertising. A match is "content non-compliant". Both read the text
// folded (shared textFolding): invisible characters, full-width forms, decorating marks and
// Cyrillic or Greek look-alikes do not hide a word. The text itself is stored as typed.
import { compactForMatching, foldForMatching } from '@matchday/contracts/validation/textFolding';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * Words refused wherever they appear (compared without spaces or punctuation, case-folded).
 * Simplified and traditional forms both, since both are written.
 */
export const BLOCKED_WORDS: readonly string[] = [
  // Profanity and insults
  '傻逼', '傻屄', '煞笔', '操你', '草泥马', '他妈的', '他媽的', '你妈的', '你媽的', '妈的', '媽的', '尼玛', '屌你', '鸡巴', '雞巴', '贱人', '賤人',
  '婊子', '王八蛋', '狗日的', '滚你', '去死吧', '废物', '廢物', '白痴', '白癡', '脑残', '腦殘',
  // Sexual content, drugs, weapons, gambling (the conduct rules' forbidden subjects)
  '约炮', '約炮', '色情', '裸聊', '毒品', '冰毒', '大麻', '海洛因', '枪支', '槍支', '赌博', '賭博', '博彩', '六合彩',
  // Advertising and moving people to other platforms
  '加微信', '加vx', '加qq', 'qq群', '微信群', '代开发票', '代開發票', '刷单', '刷單', '兼职日结', '兼職日結',
];

const blocked = BLOCKED_WORDS.map(compactForMatching);

/** True when the text may be shown to others. */
export function isCompliant(text: string): boolean {
  const folded = foldForMatching(text);
  // Letters spelt out one by one ("f.u.c.k", "f u c k", "f__u__c__k") are read as the word they
  // spell. Not across the symbols obscenity reads as letters ("sh!t", "$hit").
  const spelt = folded.replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}])[\s.\-_*·•~,:;]+(?=[\p{L}\p{N}](?![\p{L}\p{N}]))/gu, '$1');
  if (english.hasMatch(text) || english.hasMatch(folded) || english.hasMatch(spelt)) return false;
  const plain = compactForMatching(text);
  return !blocked.some((word) => plain.includes(word));
}
