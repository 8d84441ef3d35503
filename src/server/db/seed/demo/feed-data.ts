// The demo's feed and inbox texts: posts with hashtags, the comments others leave, conversations.
export const posts: string[] = [
  "Ravie d'annoncer l'ouverture de notre bureau à Abidjan ! Nous recrutons deux juristes. #recrutement #ohada #diaspora",
  "Retour d'expérience : lever des fonds en Afrique de l'Ouest en 2026, ce qui a changé. Les investisseurs regardent d'abord la rentabilité unitaire. #entrepreneuriat #levéedefonds",
  "Qui sera à Dakar pour le forum de la diaspora le mois prochain ? Je serais ravie d'échanger autour d'un café. #diaspora #dakar",
  'Petit rappel aux jeunes diplômés : votre réseau commence avec vos camarades de promotion. Entretenez-le ! #mentorat #carrière',
  "Nous venons de passer le cap des 4 000 fermiers partenaires. Merci à toute l'équipe ! #agritech #nigeria",
  "Je cherche un mentor dans la finance d'impact pour préparer un retour à Kinshasa. Vos conseils sont les bienvenus. #mentorat #finance",
  "La télémédecine rurale n'est plus un rêve : premiers résultats encourageants dans la région de Ségou. #santé #innovation",
  'Atelier Python gratuit samedi à Kigali pour les lycéennes. 40 inscrites, on affiche complet ! #tech #femmesdanslatech',
  "Le design accessible n'est pas un luxe : 15 % des utilisateurs vivent avec un handicap. #ux #accessibilité",
  "Trois leçons apprises en exportant du karité vers l'Europe : la certification, la traçabilité, la patience. #export #commerceéquitable",
  'Nous ouvrons notre appel à candidatures pour les startups fintech francophones. #fintech #levéedefonds #entrepreneuriat',
  "Fière d'avoir rejoint le chantier d'un écoquartier à Lyon. Prochaine étape : Conakry ! #construction #diaspora",
  'Le port de Douala a réduit ses délais de dédouanement de 30 % grâce à la digitalisation. #logistique #innovation',
  'Offre de stage en marketing digital à Abidjan, 6 mois, démarrage en janvier. Écrivez-moi ! #recrutement #marketing',
  'Le cloud souverain africain avance : nouvelles régions annoncées à Lagos et Johannesburg. #tech #cloud',
  'Merci à toutes celles et ceux qui ont participé à notre webinaire sur la nutrition au Sahel. #santé #sahel',
];

export const comments: string[] = [
  'Bravo, belle réussite !',
  'Très inspirant, merci pour le partage.',
  'Je serai là, au plaisir de se rencontrer !',
  "Je vous écris en privé, j'ai peut-être un profil pour vous.",
  'Félicitations à toute l’équipe 👏',
  'Excellent conseil, je partage autour de moi.',
  'Est-ce que les inscriptions sont encore ouvertes ?',
];

export const conversations: [number, number, string[]][] = [
  [
    0,
    2,
    [
      'Bonjour Fatou, ravie de te retrouver ici !',
      'Bonjour Awa ! Moi aussi, on se voit au forum ?',
      'Avec plaisir, je t’envoie les détails.',
    ],
  ],
  [
    1,
    10,
    [
      'Salut Grace, ton atelier Python m’intéresse pour Accra.',
      'Avec plaisir Kwame, on peut en parler cette semaine ?',
    ],
  ],
  [
    5,
    13,
    [
      'Bonjour Thomas, je prépare un fonds à Kinshasa, auriez-vous 20 minutes ?',
      'Bien sûr, proposez-moi un créneau jeudi.',
    ],
  ],
  [0, 6, ['Mariam, merci pour ton intervention d’hier, très juste.']],
];
