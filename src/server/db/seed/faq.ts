/** The questions every install starts with (D§3 reference seeds), in French; the team edits them. */
export const faqSeeds: { question: string; answer: string }[] = [
  {
    question: "Qu'est-ce que Sankofa ?",
    answer:
      "<p>Sankofa est le réseau professionnel de la diaspora africaine et afro-descendante : profils, mises en relation, messagerie, fil d'actualité, groupes, offres d'emploi et mentorat.</p>",
  },
  {
    question: "L'inscription est-elle gratuite ?",
    answer:
      '<p>Oui. Créer un compte, compléter son profil, se connecter aux autres membres et échanger avec eux est gratuit.</p>',
  },
  {
    question: 'Comment confirmer mon adresse email ?',
    answer:
      "<p>Après l'inscription, un email vous est envoyé avec un lien de confirmation. Cliquez dessus pour activer votre compte. Rien reçu ? Vérifiez vos courriers indésirables, puis demandez un nouvel envoi depuis la fenêtre de connexion.</p>",
  },
  {
    question: 'Qui peut voir mon profil ?',
    answer:
      '<p>Votre profil est visible des visiteurs et des membres, sauf si vous le masquez dans vos paramètres. Votre adresse email n\'est jamais affichée. Voir la <a href="/page/privacy">politique de confidentialité</a>.</p>',
  },
  {
    question: 'Comment supprimer mon compte ?',
    answer:
      "<p>Depuis les paramètres de votre compte, ou en le demandant à l'équipe. Votre profil, vos publications et vos messages sont alors supprimés.</p>",
  },
  {
    question: 'Comment signaler un contenu ou un comportement ?',
    answer:
      '<p>Écrivez à l\'équipe en précisant le lien du contenu. Les <a href="/page/terms">conditions d\'utilisation</a> décrivent les règles de la communauté.</p>',
  },
];
