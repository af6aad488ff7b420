/** What brings a repeating board card back (the repeat editor and its summary); spread into ../pt-BR.ts (Brazilian Portuguese). */
export const ptBRRepeatTriggers = {
  'scheduling.trigger': 'Volta',
  'scheduling.trigger.due': 'No prazo',
  'scheduling.trigger.archived': 'Ao ser arquivada',
  'scheduling.trigger.movedToSection': 'Ao ser movida para uma seção',
  'scheduling.trigger.tagChanged': 'Quando suas etiquetas mudam',
  'scheduling.trigger.noSections': 'Adicione uma seção ao quadro para escolher isto',
  'scheduling.trigger.section': 'Seção',
  'scheduling.trigger.pickSection': 'Escolha uma seção',
  'scheduling.trigger.goesBack': 'Ela volta para a seção de onde veio, com o próximo prazo.',
  'scheduling.trigger.summary.archived': '{rule} · ao ser arquivada',
  'scheduling.trigger.summary.movedToSection': '{rule} · ao ser movida para {section}',
  'scheduling.trigger.summary.tagChanged': '{rule} · quando suas etiquetas mudam',
  'scheduling.trigger.summary.sectionGone': '{rule} · ao ser movida para uma seção que não está mais no quadro',
};
