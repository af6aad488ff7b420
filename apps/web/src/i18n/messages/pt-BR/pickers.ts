import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../pt-BR.ts. */
export const ptBRPickers = {
  'picker.date.type': 'Digite uma data',
  'picker.date.selected': 'selecionado',
  'picker.month.next': 'Próximo mês',
  'picker.month.previous': 'Mês anterior',
  'picker.month.nav': 'Meses',
  'picker.time.none': 'Sem horário',
  'picker.list.search': 'Buscar uma lista',
  'picker.list.empty': 'Nenhuma lista corresponde',
  'picker.tags.search': 'Buscar ou criar uma etiqueta',
  'picker.tags.create': 'Criar a etiqueta “{name}”',
  'picker.tags.colourStep': 'Cor de “{name}”',
  'picker.tags.empty': 'Nenhuma etiqueta corresponde',
  'picker.tags.boardNote': 'As etiquetas deste quadro, compartilhadas com seus membros',
  'detail.completed': 'Concluída',
} satisfies Partial<Messages>;
