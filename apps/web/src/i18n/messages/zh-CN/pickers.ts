import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../zh-CN.ts. */
export const zhCNPickers = {
  'picker.date.type': '输入日期',
  'picker.date.selected': '已选择',
  'picker.month.next': '下个月',
  'picker.month.previous': '上个月',
  'picker.month.nav': '月份',
  'picker.time.none': '无时间',
  'picker.list.search': '查找清单',
  'picker.list.empty': '没有匹配的清单',
  'picker.tags.search': '查找或创建标签',
  'picker.tags.create': '创建标签“{name}”',
  'picker.tags.colourStep': '“{name}”的颜色',
  'picker.tags.empty': '没有匹配的标签',
  'picker.tags.boardNote': '此看板的标签，与其成员共享',
  'detail.completed': '已完成',
} satisfies Partial<Messages>;
