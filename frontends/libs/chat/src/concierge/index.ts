// The concierge chat panel of a job, for its company's employers and its admin concierge.
export { ConciergeChatPanel } from './ConciergeChatPanel';
export { ConciergeChatHeader, conciergeBadgeText } from './ConciergeChatHeader';
