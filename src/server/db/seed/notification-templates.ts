import type { NotificationType } from '../../../common/contracts/notifications';

/**
 * The French texts each notification type starts with (000 §3 "notification_templates"): `{variable}`
 * placeholders are filled from the notification's data. Seeded once by type; admins edit them after.
 */
export const notificationTemplateSeeds: Record<NotificationType, { title: string; body: string }> = {
  connection_request: {
    title: 'Nouvelle demande de connexion',
    body: '{requester_name} souhaite rejoindre votre réseau.',
  },
  connection_accepted: {
    title: 'Demande de connexion acceptée',
    body: '{accepter_name} a accepté votre demande de connexion.',
  },
  connection_rejected: {
    title: 'Demande de connexion refusée',
    body: "{recipient_name} n'a pas donné suite à votre demande de connexion.",
  },
  message: {
    title: 'Nouveau message',
    body: '{sender_name} vous a envoyé un message : {content_preview}',
  },
  message_received: {
    title: 'Nouveau message',
    body: '{sender_name} vous a envoyé un message : {content_preview}',
  },
  conversation_created: {
    title: 'Nouvelle conversation',
    body: '{sender_name} a commencé une conversation avec vous.',
  },
  blog_comment: {
    title: 'Nouveau commentaire',
    body: '{author_name} a commenté votre article « {post_title} ».',
  },
  blog_like: {
    title: "Nouveau j'aime",
    body: '{author_name} a aimé votre article « {post_title} ».',
  },
  blog_share: {
    title: 'Article partagé',
    body: '{author_name} a partagé votre article « {post_title} ».',
  },
  microblog_post: {
    title: 'Nouvelle publication',
    body: '{author_name} a publié dans le fil : {content_preview}',
  },
};
