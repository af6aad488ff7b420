// Sharing a list (API.md section 5): the Share dialog, a list's people, and the members hook other screens read.
export { ListPeople } from './ListPeople.js';
export { MemberAvatars } from './MemberAvatars.js';
export { ShareListButton } from './ShareListButton.js';
export { ShareListDialog } from './ShareListDialog.js';
export { isShared, type ListMembers, type ListMembersLoad, useGuestLists, useListMembers, useListRole } from './useListMembers.js';
