import { resolveLanguage, type Language } from './languages.js';

interface StarterList {
  key: 'personal' | 'work' | 'grocery';
  isDefault: boolean;
  isGroceryList: boolean;
  names: Record<Language, string>;
}

interface StarterLabel {
  key: 'important' | 'waiting' | 'errands';
  color: string;
  names: Record<Language, string>;
}

/** Starter lists made at sign-up when the client asks for them. */
export const starterLists: readonly StarterList[] = [
  {
    key: 'personal', isDefault: true, isGroceryList: false,
    names: { en: 'Personal', 'zh-CN': '个人', fr: 'Personnel', de: 'Persönlich', it: 'Personale', ja: '個人', ko: '개인', 'pt-BR': 'Pessoal', ru: 'Личное', es: 'Personal' },
  },
  {
    key: 'work', isDefault: false, isGroceryList: false,
    names: { en: 'Work', 'zh-CN': '工作', fr: 'Travail', de: 'Arbeit', it: 'Lavoro', ja: '仕事', ko: '업무', 'pt-BR': 'Trabalho', ru: 'Работа', es: 'Trabajo' },
  },
  {
    key: 'grocery', isDefault: false, isGroceryList: true,
    names: { en: 'Grocery List', 'zh-CN': '购物清单', fr: 'Liste de courses', de: 'Einkaufsliste', it: 'Lista della spesa', ja: '買い物リスト', ko: '장보기 목록', 'pt-BR': 'Lista de compras', ru: 'Список покупок', es: 'Lista de compras' },
  },
];

/** Starter labels made at sign-up when the client asks for them. */
export const starterLabels: readonly StarterLabel[] = [
  {
    key: 'important', color: '#E53935',
    names: { en: 'Important', 'zh-CN': '重要', fr: 'Important', de: 'Wichtig', it: 'Importante', ja: '重要', ko: '중요', 'pt-BR': 'Importante', ru: 'Важно', es: 'Importante' },
  },
  {
    key: 'waiting', color: '#FB8C00',
    names: { en: 'Waiting', 'zh-CN': '等待中', fr: 'En attente', de: 'Wartet', it: 'In attesa', ja: '待機中', ko: '대기 중', 'pt-BR': 'Aguardando', ru: 'Ожидание', es: 'En espera' },
  },
  {
    key: 'errands', color: '#43A047',
    names: { en: 'Errands', 'zh-CN': '杂事', fr: 'Commissions', de: 'Erledigungen', it: 'Commissioni', ja: '用事', ko: '용무', 'pt-BR': 'Recados', ru: 'Дела', es: 'Recados' },
  },
];

/** The starter data for a locale (any locale string; unsupported ones fall back as the web client's language does). */
export function predefinedData(locale: string | null | undefined) {
  const language = resolveLanguage(null, locale);
  return {
    language,
    lists: starterLists.map((l, index) => ({ key: l.key, name: l.names[language], isDefault: l.isDefault, isGroceryList: l.isGroceryList, index })),
    labels: starterLabels.map((l, index) => ({ key: l.key, name: l.names[language], color: l.color, index })),
  };
}
