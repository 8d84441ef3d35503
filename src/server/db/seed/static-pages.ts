/** The static pages every install starts with (000 §2.1 "/page/{slug}"), in French. Admins edit them later. */
export interface StaticPageSeed {
  slug: string;
  titre: string;
  metaTitle: string; // ≤ 60 characters, ends with " | Sankofa"
  metaDescription: string; // 120–160 characters
  contenuHtml: string; // clean HTML: only h2, h3, p, ul, ol, li, strong, em, a (relative href or mailto:), blockquote
}

const terms: StaticPageSeed = {
  slug: 'terms',
  titre: "Conditions générales d'utilisation",
  metaTitle: "Conditions générales d'utilisation | Sankofa",
  metaDescription:
    "Les règles d'utilisation de Sankofa : inscription et compte, conduite dans la communauté, contenus publiés, modération, responsabilités et droit applicable.",
  contenuHtml: `
<p>Bienvenue sur Sankofa, le réseau professionnel de la diaspora africaine et afro-descendante. Les présentes conditions générales d'utilisation (CGU) encadrent l'accès à la plateforme et son utilisation, que vous soyez visiteur ou membre inscrit. En créant un compte, vous reconnaissez les avoir lues et acceptées. Elles existent pour que chacun puisse échanger dans un cadre respectueux, sûr et utile.</p>
<h2>1. Objet</h2>
<p>Sankofa est une plateforme de mise en relation professionnelle. Elle permet notamment de créer un profil, de se connecter à d'autres membres, d'échanger des messages privés, de publier sur le fil d'actualité et sur le blog, de rejoindre des groupes, de solliciter un mentor, de présenter des projets, d'organiser des événements et de diffuser des offres d'emploi ou des appels d'offres. Les présentes CGU s'appliquent à l'ensemble de ces services sur cette instance de Sankofa, exploitée par l'organisation identifiée dans les <a href="/page/mentions-legales">mentions légales</a>.</p>
<h2>2. Inscription et compte</h2>
<p>L'inscription se fait avec une adresse e-mail et un mot de passe. Votre adresse doit être confirmée grâce au lien reçu par e-mail avant toute utilisation du compte. En vous inscrivant, vous vous engagez à :</p>
<ul>
<li>fournir des informations exactes et à jour, notamment sur votre identité et votre parcours professionnel ;</li>
<li>garder votre mot de passe confidentiel et ne pas partager votre compte ;</li>
<li>ne créer qu'un seul compte personnel ;</li>
<li>signaler sans délai toute utilisation non autorisée de votre compte via le <a href="/contact">formulaire de contact</a>.</li>
</ul>
<p>Vous êtes responsable des actions réalisées depuis votre compte. Vous pouvez à tout moment demander sa suppression via le formulaire de contact.</p>
<h2>3. Règles de conduite de la communauté</h2>
<p>Sankofa repose sur la bienveillance, le respect et l'entraide. En utilisant la plateforme, vous vous engagez à ne pas :</p>
<ul>
<li>tenir des propos haineux, racistes, discriminatoires, injurieux, diffamatoires ou harcelants ;</li>
<li>usurper l'identité d'une personne ou d'une organisation, ni mentir sur vos qualifications ;</li>
<li>envoyer des messages non sollicités en masse, de la publicité abusive ou des propositions frauduleuses ;</li>
<li>publier de fausses offres d'emploi, de faux appels d'offres ou des événements fictifs ;</li>
<li>collecter les données d'autres membres, aspirer automatiquement les contenus, notamment l'annuaire des entreprises, ou perturber le fonctionnement du service ;</li>
<li>diffuser des contenus illicites, violents, à caractère pornographique ou portant atteinte aux droits d'autrui.</li>
</ul>
<h2>4. Contenus publiés par les membres et modération</h2>
<p>Vous restez responsable des contenus que vous publiez : profil, publications, articles, commentaires, messages, projets, événements, offres et documents joints. Vous garantissez disposer des droits nécessaires sur les textes, images et logos que vous mettez en ligne. En publiant un contenu, vous autorisez l'organisation qui exploite cette instance à l'afficher sur la plateforme tant qu'il reste en ligne. Vous pouvez modifier ou supprimer vos propres contenus à tout moment.</p>
<p>L'équipe d'administration peut retirer ou dépublier tout contenu contraire aux présentes CGU ou à la loi. Les commentaires du blog peuvent être signalés directement ; pour tout autre contenu, utilisez le formulaire de contact en choisissant le domaine « Signalement / Sécurité ». Les témoignages sont relus avant leur publication. Dans les groupes, le créateur, les administrateurs et les modérateurs peuvent également supprimer des publications et des commentaires.</p>
<h2>5. Propriété intellectuelle</h2>
<p>Le logiciel Sankofa est un logiciel libre. Les éléments propres à cette instance (nom, logos, visuels, textes éditoriaux) appartiennent à l'organisation qui l'exploite ou à leurs titulaires respectifs. Les contenus des membres restent leur propriété. Toute reproduction des contenus d'autrui sans autorisation est interdite.</p>
<h2>6. Responsabilité</h2>
<p>L'exploitant met en œuvre des moyens raisonnables pour assurer la disponibilité et la sécurité du service, sans pouvoir garantir un fonctionnement sans interruption, notamment en cas de maintenance ou d'incident technique.</p>
<p>Sankofa est un espace de mise en relation : l'exploitant n'est pas partie aux relations nouées entre membres, qu'il s'agisse d'un recrutement, d'un mentorat, d'une collaboration, d'une réponse à un appel d'offres ou de la participation à un événement. Il appartient à chacun de vérifier les informations échangées. Ne communiquez jamais de coordonnées bancaires ni de somme d'argent pour obtenir un emploi.</p>
<h2>7. Suspension et blocage de compte</h2>
<p>En cas de manquement aux présentes CGU, l'équipe d'administration peut, selon la gravité des faits, retirer un contenu, suspendre temporairement un compte, le bloquer ou le supprimer. Dans la mesure du possible, le membre concerné est informé de la mesure et de son motif, et peut présenter ses observations via le formulaire de contact. En cas de manquement grave (fraude, harcèlement, contenu illicite), la mesure peut être immédiate.</p>
<h2>8. Modification des CGU</h2>
<p>Les CGU peuvent évoluer pour tenir compte de nouvelles fonctionnalités ou d'évolutions légales. La version en vigueur est toujours celle publiée sur cette page. En cas de changement important, les membres en sont informés par un moyen approprié. La poursuite de l'utilisation de la plateforme vaut acceptation de la nouvelle version.</p>
<h2>9. Droit applicable</h2>
<p>Les présentes CGU sont soumises au droit français. En cas de litige, une solution amiable sera recherchée en priorité. À défaut, les tribunaux français compétents seront saisis, sous réserve des règles protectrices dont peuvent bénéficier les consommateurs.</p>
<h2>10. Contact</h2>
<p>Pour toute question sur ces conditions, écrivez-nous via le <a href="/contact">formulaire de contact</a>. Consultez également notre <a href="/page/privacy">politique de confidentialité</a> et notre <a href="/page/cookies">politique de cookies</a>.</p>
`,
};

const privacy: StaticPageSeed = {
  slug: 'privacy',
  titre: 'Politique de confidentialité',
  metaTitle: 'Politique de confidentialité | Sankofa',
  metaDescription:
    'Quelles données Sankofa collecte, pourquoi, sur quelle base légale, combien de temps elles sont conservées, qui y accède et comment exercer vos droits.',
  contenuHtml: `
<p>La confiance de nos membres passe par la protection de leurs données personnelles. Cette politique explique quelles données sont traitées lorsque vous utilisez cette instance de Sankofa, dans quel but, combien de temps elles sont conservées et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est l'organisation qui exploite cette instance de Sankofa. Son identité et ses coordonnées figurent dans les <a href="/page/mentions-legales">mentions légales</a>.</p>
<h2>Données collectées</h2>
<ul>
<li><strong>Compte</strong> : adresse e-mail, mot de passe (conservé uniquement sous forme d'empreinte, jamais en clair), date d'inscription, confirmation de l'adresse, rôle.</li>
<li><strong>Profil</strong> : nom, nom d'utilisateur, photo, titre, entreprise, localisation, biographie, site web, expériences, formations, compétences, portfolio, catégories professionnelles, disponibilité pour de nouvelles opportunités ou pour du mentorat.</li>
<li><strong>Messages</strong> : contenu de vos conversations privées, avec leurs dates d'envoi et de lecture.</li>
<li><strong>Contenus et interactions</strong> : connexions, publications, commentaires, mentions « j'aime », articles, groupes, projets, événements et inscriptions, offres d'emploi, appels d'offres et fichiers joints, demandes de mentorat, témoignages, notifications et préférences de notification.</li>
<li><strong>Échanges avec l'équipe</strong> : messages envoyés par le formulaire de contact, inscription à la newsletter.</li>
<li><strong>Journaux techniques</strong> : adresse IP, dates de connexion, informations sur le navigateur et, lorsque l'administrateur active la journalisation, les actions effectuées sur la plateforme.</li>
<li><strong>Mesure d'audience interne</strong> : le nombre de pages vues par jour et par type de page, le nombre de lectures de chaque article et, pour les membres connectés, le nombre de visites, de pages vues et le temps passé, additionnés par jour pour l'ensemble des membres. Cette mesure est faite par Sankofa lui-même, sans outil tiers ; elle n'enregistre ni votre adresse IP ni votre identité, et rien n'est compté lorsque votre navigateur demande à ne pas être suivi (« Do Not Track » ou « Global Privacy Control »). Pour qu'une lecture d'article ne compte qu'une fois par jour, une empreinte non réversible de votre compte, ou de votre adresse IP et de votre navigateur, est gardée en mémoire jusqu'à minuit, sans jamais être enregistrée.</li>
</ul>
<h2>Finalités et bases légales</h2>
<ul>
<li>Créer et gérer votre compte, afficher votre profil, vous permettre de vous connecter à d'autres membres, d'échanger des messages et de publier des contenus : <strong>exécution du contrat</strong> que constituent les <a href="/page/terms">conditions générales d'utilisation</a>.</li>
<li>Vous envoyer des notifications et les e-mails liés à votre compte (confirmation, lien magique, demandes de connexion) : <strong>exécution du contrat</strong>.</li>
<li>Vous envoyer la newsletter : <strong>consentement</strong>, que vous pouvez retirer à tout moment.</li>
<li>Sécuriser la plateforme, prévenir la fraude et l'aspiration des données, modérer les contenus, établir des statistiques d'utilisation globales : <strong>intérêt légitime</strong> de l'exploitant.</li>
<li>Répondre aux demandes des autorités et conserver certaines données lorsque la loi l'impose : <strong>obligation légale</strong>.</li>
</ul>
<h2>Durées de conservation</h2>
<ul>
<li>Compte, profil, contenus et messages : pendant toute la durée de vie de votre compte. Ils sont supprimés lors de la suppression du compte, sauf obligation légale de conservation.</li>
<li>Journaux techniques : douze mois au maximum.</li>
<li>Mesure d'audience : les totaux par jour sont conservés pour les statistiques de la plateforme ; ils ne contiennent aucune donnée permettant de vous identifier.</li>
<li>Messages adressés par le formulaire de contact : le temps de traiter votre demande, puis trois ans au maximum.</li>
<li>Inscription à la newsletter : jusqu'à votre désinscription.</li>
</ul>
<h2>Destinataires : aucune revente</h2>
<p>Vos données ne sont jamais vendues, louées ni utilisées à des fins publicitaires. Elles sont accessibles :</p>
<ul>
<li>aux autres membres et aux visiteurs, pour les informations que vous rendez publiques (profil, publications, articles, événements, offres) ; vos messages privés ne sont visibles que des participants à la conversation ;</li>
<li>aux membres habilités de l'équipe d'administration, pour la gestion et la modération ;</li>
<li>aux prestataires techniques éventuellement choisis par l'exploitant, strictement pour leur mission : envoi des e-mails, paiement des offres payantes (vos données bancaires sont saisies directement chez le prestataire de paiement), assistant de rédaction lorsqu'il est activé et que vous décidez de l'utiliser (seul le texte soumis est transmis) ;</li>
<li>aux autorités, sur demande fondée sur la loi.</li>
</ul>
<h2>Hébergement</h2>
<p>Sankofa est un logiciel libre que chaque organisation peut installer sur ses propres serveurs. Les données de cette instance sont stockées sur les serveurs de l'organisation qui l'exploite, ou de l'hébergeur qu'elle a choisi, indiqué dans les mentions légales. Elles ne sont pas transmises aux auteurs du logiciel. Si un transfert hors de l'Union européenne devait avoir lieu, il serait encadré par les garanties prévues par le RGPD.</p>
<h2>Sécurité</h2>
<p>L'accès aux données est limité selon les rôles, les mots de passe ne sont jamais stockés en clair et le cookie de session n'est pas accessible aux scripts des pages. Malgré ces précautions, aucun système n'est infaillible : choisissez un mot de passe robuste et propre à Sankofa.</p>
<h2>Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de portabilité, d'opposition et de limitation du traitement, ainsi que du droit de retirer votre consentement. Le détail figure sur la page <a href="/page/rgpd">Vos droits RGPD</a>. Vous pouvez aussi introduire une réclamation auprès de la CNIL.</p>
<h2>Contact</h2>
<p>Pour toute question sur vos données, écrivez-nous via le <a href="/contact">formulaire de contact</a>. Pour les cookies et le stockage local, consultez la <a href="/page/cookies">politique de cookies</a>.</p>
`,
};

const cookies: StaticPageSeed = {
  slug: 'cookies',
  titre: 'Politique de cookies',
  metaTitle: 'Politique de cookies | Sankofa',
  metaDescription:
    'Sankofa utilise uniquement un cookie de session indispensable et le stockage local pour vos préférences : aucun cookie publicitaire ni traceur tiers.',
  contenuHtml: `
<p>Cette page explique comment cette instance de Sankofa utilise les cookies et le stockage local de votre navigateur. En résumé : nous n'utilisons que ce qui est nécessaire au bon fonctionnement du site. Il n'y a ni cookie publicitaire, ni outil de mesure d'audience tiers, ni traceur de réseau social.</p>
<h2>Qu'est-ce qu'un cookie ?</h2>
<p>Un cookie est un petit fichier déposé par un site dans votre navigateur. Il permet par exemple de rester connecté d'une page à l'autre. Le stockage local est un mécanisme voisin : il permet à un site de conserver quelques informations sur votre appareil, sans les transmettre automatiquement au serveur.</p>
<h2>Le cookie de session</h2>
<p>Lorsque vous vous connectez, Sankofa dépose un seul cookie, nommé <strong>sankofa.session_token</strong>. Il sert uniquement à vous identifier de manière sécurisée pendant votre session, pour que vous n'ayez pas à saisir votre mot de passe à chaque page. Ce cookie :</p>
<ul>
<li>est strictement nécessaire au service que vous demandez : il ne requiert donc pas votre consentement ;</li>
<li>n'est pas lisible par les scripts des pages, ce qui le protège contre certaines attaques ;</li>
<li>est supprimé lorsque vous vous déconnectez ou à l'expiration de votre session ;</li>
<li>ne sert à aucun suivi de votre navigation sur d'autres sites.</li>
</ul>
<h2>Le stockage local du navigateur</h2>
<p>Sankofa conserve aussi dans votre navigateur quelques informations de confort, qui restent sur votre appareil :</p>
<ul>
<li>la langue d'affichage que vous avez choisie (français, anglais ou portugais) ;</li>
<li>un indicateur signalant que la bulle d'aide du menu de compte vous a déjà été présentée ;</li>
<li>une copie de certains réglages publics du site, des logos et des images d'accueil, pour accélérer l'affichage ;</li>
<li>pendant votre visite, un compteur de pages consultées dans l'annuaire des entreprises, qui protège l'annuaire contre l'aspiration massive.</li>
</ul>
<p>Ces informations ne servent ni à vous profiler ni à vous suivre.</p>
<h2>Ce que nous n'utilisons pas</h2>
<ul>
<li>Aucun cookie publicitaire ni de ciblage.</li>
<li>Aucun outil de mesure d'audience fourni par un tiers.</li>
<li>Aucun bouton de réseau social chargé depuis un site tiers : les liens de partage et les icônes des réseaux sociaux sont de simples liens, qui ne déposent rien tant que vous ne cliquez pas dessus.</li>
</ul>
<p>Si vous réglez une offre payante, vous êtes redirigé vers la page du prestataire de paiement, qui applique alors sa propre politique de cookies.</p>
<h2>Pourquoi aucun bandeau de consentement ?</h2>
<p>La réglementation n'exige pas de consentement pour les cookies strictement nécessaires au fonctionnement d'un service demandé par l'utilisateur. Si l'organisation qui exploite cette instance ajoutait un outil soumis à consentement, cette page serait mise à jour et votre accord vous serait demandé au préalable.</p>
<h2>Comment les supprimer</h2>
<p>Vous pouvez à tout moment effacer le cookie de session et le stockage local depuis les réglages de votre navigateur :</p>
<ul>
<li>dans Chrome : Paramètres, puis Confidentialité et sécurité, puis Supprimer les données de navigation ;</li>
<li>dans Edge : Paramètres, puis Confidentialité, recherche et services, puis Effacer les données de navigation ;</li>
<li>dans Firefox : Paramètres, puis Vie privée et sécurité, section Cookies et données de sites ;</li>
<li>dans Safari : Réglages, puis Confidentialité, puis Gérer les données de sites web.</li>
</ul>
<p>Effacer le cookie de session vous déconnecte ; effacer le stockage local rétablit la langue par défaut et les réglages d'affichage d'origine. Vous pouvez aussi bloquer les cookies, mais vous ne pourrez alors plus vous connecter.</p>
<h2>En savoir plus</h2>
<p>Pour comprendre l'ensemble des traitements de données, consultez la <a href="/page/privacy">politique de confidentialité</a>. Pour toute question, écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>
`,
};

const rgpd: StaticPageSeed = {
  slug: 'rgpd',
  titre: 'Vos droits RGPD',
  metaTitle: 'Vos droits RGPD | Sankofa',
  metaDescription:
    'Accès, rectification, effacement, portabilité, opposition, limitation : découvrez vos droits sur vos données et comment les exercer sur Sankofa.',
  contenuHtml: `
<p>Le Règlement général sur la protection des données (RGPD) vous donne la maîtrise de vos données personnelles. Sur Sankofa, vous pouvez exercer ces droits gratuitement, à tout moment, auprès de l'organisation qui exploite cette instance. Cette page les présente simplement et explique comment procéder.</p>
<h2>Droit d'accès</h2>
<p>Vous pouvez savoir si des données vous concernant sont traitées et en obtenir une copie, accompagnée des informations sur leur utilisation : finalités, destinataires, durée de conservation. Une grande partie de vos données est déjà visible dans votre profil et vos paramètres.</p>
<h2>Droit de rectification</h2>
<p>Vous pouvez faire corriger des données inexactes ou compléter des données incomplètes. La plupart des informations se modifient directement depuis votre <a href="/profile">profil</a> : informations personnelles, parcours professionnel, biographie, catégories, expériences, formations, compétences et portfolio. Pour le reste, contactez-nous.</p>
<h2>Droit à l'effacement</h2>
<p>Vous pouvez supprimer vous-même vos publications, articles, commentaires et offres. Vous pouvez aussi demander la suppression de votre compte et des données qui y sont liées. Certaines données peuvent être conservées lorsque la loi l'impose, par exemple pour répondre à une réquisition judiciaire.</p>
<h2>Droit à la portabilité</h2>
<p>Vous pouvez recevoir les données que vous avez fournies, dans un format structuré, couramment utilisé et lisible par une machine, afin de les réutiliser ailleurs, par exemple sur une autre instance de Sankofa.</p>
<h2>Droit d'opposition</h2>
<p>Vous pouvez vous opposer aux traitements fondés sur l'intérêt légitime de l'exploitant, pour des raisons tenant à votre situation particulière. Vous pouvez aussi retirer à tout moment votre consentement, par exemple en vous désinscrivant de la newsletter, sans que cela remette en cause les traitements déjà réalisés.</p>
<h2>Droit à la limitation</h2>
<p>Vous pouvez demander le gel temporaire de l'utilisation de vos données, par exemple le temps de vérifier leur exactitude ou d'examiner votre opposition. Les données sont alors conservées mais ne sont plus utilisées.</p>
<h2>Comment exercer vos droits</h2>
<ol>
<li>Rendez-vous sur le <a href="/contact">formulaire de contact</a> et choisissez le domaine « Compte utilisateur ».</li>
<li>Indiquez dans l'objet le droit que vous souhaitez exercer, par exemple « Demande d'accès à mes données ».</li>
<li>Écrivez depuis l'adresse e-mail associée à votre compte, ou précisez-la dans votre message, afin que nous puissions vérifier que la demande émane bien de vous.</li>
</ol>
<p>Une réponse vous est apportée dans un délai d'un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois pour une demande complexe ; vous en êtes alors informé. En cas de doute raisonnable sur votre identité, un justificatif peut vous être demandé.</p>
<h2>Réclamation auprès de la CNIL</h2>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), en ligne sur le site www.cnil.fr ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.</p>
<h2>Pour aller plus loin</h2>
<p>Le détail des données collectées, des finalités et des durées de conservation figure dans la <a href="/page/privacy">politique de confidentialité</a>. L'usage des cookies est décrit dans la <a href="/page/cookies">politique de cookies</a>.</p>
`,
};

const mentionsLegales: StaticPageSeed = {
  slug: 'mentions-legales',
  titre: 'Mentions légales',
  metaTitle: 'Mentions légales | Sankofa',
  metaDescription:
    'Mentions légales de cette instance de Sankofa : éditeur, directeur de la publication, hébergement, propriété intellectuelle et logiciel libre.',
  contenuHtml: `
<p>Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), cette page identifie les personnes responsables de ce site. Sankofa est un logiciel libre que toute organisation peut installer : chaque installation, appelée instance, est publiée sous la responsabilité de l'organisation qui l'exploite.</p>
<blockquote><p><strong>À l'attention de l'exploitant :</strong> cette page est fournie avec le logiciel. Complétez-la avec vos propres informations depuis l'espace d'administration, rubrique « Pages statiques », avant d'ouvrir votre instance au public.</p></blockquote>
<h2>Éditeur du site</h2>
<p>Ce site est édité par l'organisation qui exploite cette instance de Sankofa. Les informations suivantes doivent figurer ici :</p>
<ul>
<li>pour une personne morale : dénomination ou raison sociale, forme juridique, montant du capital social le cas échéant, adresse du siège, numéro d'immatriculation (RCS, RNA pour une association ou SIREN), numéro de TVA intracommunautaire le cas échéant ;</li>
<li>pour une personne physique : nom, prénom et adresse ;</li>
<li>dans tous les cas : un numéro de téléphone et une adresse e-mail permettant un contact rapide.</li>
</ul>
<h2>Directeur de la publication</h2>
<p>Le directeur de la publication est la personne physique responsable des contenus éditoriaux du site, en général le représentant légal de l'organisation éditrice. Son nom doit être indiqué ici par l'exploitant.</p>
<h2>Hébergement</h2>
<p>Les données de cette instance sont stockées sur les serveurs choisis par l'organisation qui l'exploite. L'exploitant doit indiquer ici le nom ou la raison sociale de l'hébergeur, son adresse et son numéro de téléphone. Si l'organisation héberge elle-même la plateforme sur ses propres serveurs, elle le précise et indique ses coordonnées.</p>
<h2>Propriété intellectuelle</h2>
<p>Le nom de l'instance, ses logos, ses visuels et ses textes éditoriaux appartiennent à l'organisation qui l'exploite ou à leurs titulaires, et ne peuvent être reproduits sans autorisation. Les contenus publiés par les membres (profils, publications, articles, photos, documents) restent la propriété de leurs auteurs, qui en sont responsables dans les conditions prévues par les <a href="/page/terms">conditions générales d'utilisation</a>.</p>
<h2>Logiciel libre</h2>
<p>Sankofa est un logiciel libre et auto-hébergeable : son code source est public et peut être étudié, modifié et redistribué selon les termes de sa licence. Cette licence porte sur le code du logiciel ; elle ne s'étend ni aux contenus publiés sur cette instance, ni aux marques et logos de son exploitant. Les auteurs du logiciel ne sont pas les éditeurs de cette instance et n'ont pas accès à ses données.</p>
<h2>Données personnelles</h2>
<p>Le traitement de vos données est décrit dans la <a href="/page/privacy">politique de confidentialité</a>, l'usage des cookies dans la <a href="/page/cookies">politique de cookies</a>, et vos droits sur la page <a href="/page/rgpd">Vos droits RGPD</a>.</p>
<h2>Signaler un contenu</h2>
<p>Pour signaler un contenu que vous estimez illicite, utilisez le <a href="/contact">formulaire de contact</a> en choisissant le domaine « Signalement / Sécurité ». Précisez l'adresse de la page concernée, la description du contenu et les raisons pour lesquelles il devrait être retiré.</p>
<h2>Contact</h2>
<p>Pour toute autre question, écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>
`,
};

const accessibilite: StaticPageSeed = {
  slug: 'accessibilite',
  titre: "Déclaration d'accessibilité",
  metaTitle: "Déclaration d'accessibilité | Sankofa",
  metaDescription:
    'Notre engagement pour un Sankofa accessible à toutes et tous : objectif RGAA et WCAG 2.1 AA, navigation au clavier, langues, et comment signaler un problème.',
  contenuHtml: `
<p>Un réseau professionnel n'a de sens que s'il est ouvert à toutes et à tous. L'organisation qui exploite cette instance de Sankofa s'engage à rendre la plateforme accessible, notamment aux personnes en situation de handicap, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration décrit nos objectifs, ce qui est mis en œuvre et la marche à suivre si vous rencontrez une difficulté.</p>
<h2>Notre engagement</h2>
<p>L'accessibilité est prise en compte dès la conception de chaque écran : structure des pages, formulaires, fenêtres de dialogue, messages d'erreur. Elle fait partie des critères de qualité de chaque nouvelle fonctionnalité, au même titre que la sécurité ou la performance.</p>
<h2>Référentiel visé</h2>
<p>Le référentiel retenu est le Référentiel général d'amélioration de l'accessibilité (RGAA), qui reprend les critères des règles internationales WCAG 2.1 au niveau AA.</p>
<h2>État de conformité</h2>
<p>Aucun audit complet n'a encore été réalisé sur cette instance. En l'absence d'audit, elle est déclarée non conforme au sens du RGAA. L'organisation qui l'exploite pourra compléter cette page avec les résultats d'un audit et la liste des éventuels points non conformes.</p>
<h2>Ce qui est mis en œuvre</h2>
<ul>
<li><strong>Navigation au clavier</strong> : les menus, boutons, liens et formulaires sont utilisables sans souris, avec un indicateur de focus visible ; les fenêtres de dialogue se ferment avec la touche Échap.</li>
<li><strong>Étiquettes</strong> : chaque champ de formulaire possède une étiquette explicite, et les erreurs sont décrites par un texte, pas seulement par une couleur.</li>
<li><strong>Contrastes</strong> : les couleurs du texte et des éléments d'interface visent un rapport de contraste d'au moins 4,5:1 pour le texte courant.</li>
<li><strong>Structure</strong> : les pages utilisent des titres hiérarchisés et un fil d'Ariane qui vous indique où vous vous trouvez.</li>
<li><strong>Images</strong> : les images porteuses d'information disposent d'une alternative textuelle ; les photos de profil sont accompagnées du nom du membre.</li>
<li><strong>Affichage adaptable</strong> : le site s'adapte aux écrans de téléphone, de tablette et d'ordinateur, et reste lisible lorsque vous agrandissez le texte.</li>
</ul>
<h2>Changer de langue</h2>
<p>L'interface est disponible en français, en anglais et en portugais. Le sélecteur de langue se trouve en pied de page ; votre choix est mémorisé dans votre navigateur. La langue de la page est déclarée, afin que les lecteurs d'écran prononcent correctement les textes. Les contenus publiés par les membres restent affichés dans la langue où ils ont été écrits.</p>
<h2>Limites connues</h2>
<p>Certains contenus publiés par les membres peuvent ne pas être pleinement accessibles : images sans description, documents joints aux appels d'offres, vidéos sans sous-titres. Nous invitons chaque membre à décrire ses images et à privilégier des documents structurés.</p>
<h2>Signaler un problème</h2>
<p>Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous via le <a href="/contact">formulaire de contact</a> en choisissant le domaine « Support technique ». Pour nous aider, indiquez :</p>
<ul>
<li>l'adresse de la page concernée ;</li>
<li>la difficulté rencontrée et ce que vous cherchiez à faire ;</li>
<li>le navigateur et, le cas échéant, la technologie d'assistance utilisés.</li>
</ul>
<p>Nous vous proposerons une solution ou une autre manière d'accéder à l'information.</p>
<h2>Voies de recours</h2>
<p>Si vous nous avez signalé un défaut d'accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits : par le formulaire en ligne de son site, auprès de l'un de ses délégués, ou par courrier gratuit à l'adresse Défenseur des droits, Libre réponse 71120, 75342 Paris Cedex 07.</p>
`,
};

const aPropos: StaticPageSeed = {
  slug: 'a-propos',
  titre: 'À propos de Sankofa',
  metaTitle: 'À propos | Sankofa',
  metaDescription:
    'Sankofa relie les professionnels de la diaspora africaine et afro-descendante. Découvrez notre mission, le sens du symbole Sankofa et nos valeurs.',
  contenuHtml: `
<p>Sankofa est le réseau professionnel de la diaspora africaine et afro-descendante. Où que vous viviez, à Dakar, Paris, Montréal, Luanda, Abidjan ou São Paulo, Sankofa vous permet de faire connaître vos compétences, de rencontrer des pairs, de trouver un mentor, de monter des projets et de saisir des opportunités portées par votre communauté.</p>
<h2>Notre mission</h2>
<p>Les talents de la diaspora sont nombreux mais souvent dispersés. Notre mission est de les relier : permettre aux professionnels, entrepreneurs, étudiants, mentors et organisations de se trouver, de s'entraider et de travailler ensemble, par-delà les frontières. Concrètement, Sankofa réunit en un seul lieu :</p>
<ul>
<li>des profils professionnels complets, pour être vu et reconnu à sa juste valeur ;</li>
<li>un réseau de connexions, une messagerie et des groupes pour échanger ;</li>
<li>du mentorat, pour transmettre l'expérience d'une génération à l'autre ;</li>
<li>des projets, des événements, des offres d'emploi, un annuaire d'entreprises africaines et des appels d'offres, pour faire circuler les opportunités.</li>
</ul>
<h2>Pourquoi « Sankofa » ?</h2>
<p>Sankofa est un mot de la langue akan, parlée notamment au Ghana et en Côte d'Ivoire. Il se décompose en <em>san</em> (retourner), <em>ko</em> (aller) et <em>fa</em> (prendre) : « retourne et prends-le ». C'est aussi l'un des symboles adinkra, ces idéogrammes akan qui expriment des proverbes et des valeurs. On le représente par un oiseau qui avance tout en tournant la tête vers l'arrière pour saisir un œuf précieux posé sur son dos, ou par une forme de cœur stylisé.</p>
<blockquote><p>Se wo were fi na wosankofa a yenkyi : il n'est jamais interdit de revenir chercher ce que l'on a oublié.</p></blockquote>
<p>Le message est simple : apprendre du passé pour construire l'avenir. Il résume notre projet : s'appuyer sur les parcours, les savoirs et l'histoire de nos communautés pour ouvrir de nouvelles perspectives à celles et ceux qui les suivent.</p>
<h2>Nos valeurs</h2>
<ul>
<li><strong>Transmission</strong> : chaque parcours est une ressource pour les autres ; le mentorat est au cœur du réseau.</li>
<li><strong>Solidarité</strong> : nous croyons à l'entraide concrète, qu'il s'agisse d'un conseil, d'une recommandation ou d'une mise en relation.</li>
<li><strong>Excellence</strong> : nous valorisons les compétences et les réussites de la diaspora, dans tous les secteurs.</li>
<li><strong>Respect</strong> : la diversité des origines, des langues et des opinions est une richesse ; la bienveillance est la règle.</li>
<li><strong>Maîtrise des données</strong> : vos données vous appartiennent ; elles ne sont jamais vendues ni utilisées à des fins publicitaires.</li>
</ul>
<h2>Un logiciel libre et auto-hébergeable</h2>
<p>Sankofa est un logiciel libre : son code source est public, et toute association, école, chambre de commerce, entreprise ou communauté peut installer sa propre instance. Chaque organisation garde alors ses données sur ses propres serveurs, choisit le nom et les visuels de sa plateforme, et l'administre depuis un espace dédié. Pensé d'abord en français, Sankofa est également disponible en anglais et en portugais, pour rassembler les diasporas francophones, anglophones et lusophones.</p>
<h2>Rejoignez-nous</h2>
<p>Découvrez tout ce que propose la plateforme sur la page <a href="/page/fonctionnalites">Fonctionnalités</a>, puis créez votre compte en quelques minutes. Vous souhaitez devenir partenaire, proposer un événement ou simplement nous écrire ? Utilisez le <a href="/contact">formulaire de contact</a> : nous serons heureux de vous lire.</p>
`,
};

const fonctionnalites: StaticPageSeed = {
  slug: 'fonctionnalites',
  titre: 'Fonctionnalités',
  metaTitle: 'Fonctionnalités | Sankofa',
  metaDescription:
    "Profil, réseau, messagerie, fil d'actualité, blog, groupes, mentorat, projets, événements, emplois, entreprises et appels d'offres : tout Sankofa.",
  contenuHtml: `
<p>Sankofa réunit en un seul endroit tout ce dont un professionnel de la diaspora a besoin pour se faire connaître, développer son réseau et saisir des opportunités. Voici, domaine par domaine, ce que vous pouvez faire sur la plateforme.</p>
<h2>Profil professionnel</h2>
<p>Votre profil est votre carte de visite : photo recadrable, titre, entreprise, localisation, biographie, site web, expériences, formations, compétences avec leur niveau et portfolio de réalisations. Vous choisissez vos catégories professionnelles, par secteur puis par spécialité, et pouvez indiquer que vous êtes ouvert à de nouvelles opportunités. Une liste de vérification vous guide pour compléter votre profil pas à pas.</p>
<h2>Réseau et connexions</h2>
<p>La page Réseau vous permet de découvrir des membres par recherche et par secteur, avec des filtres avancés. Vous envoyez des demandes de connexion, acceptez ou refusez celles que vous recevez, et retrouvez vos contacts dans l'onglet « Mes connexions », accompagné de suggestions de personnes que vous pourriez connaître.</p>
<h2>Messagerie en temps réel et notifications</h2>
<p>Échangez en privé avec les autres membres : la liste de vos conversations, le fil de discussion et un compteur de messages non lus se mettent à jour en temps réel. La cloche de notifications vous signale les demandes de connexion, les acceptations, les nouveaux messages et les réactions à vos articles ; certaines alertes vous sont également envoyées par e-mail.</p>
<h2>Fil d'actualité</h2>
<p>Votre page d'accueil rassemble les publications de la communauté. Publiez un texte, jusqu'à quatre images, vidéos ou documents, utilisez des hashtags, aimez, commentez et partagez. Les colonnes latérales affichent vos raccourcis, les prochains événements, les derniers appels d'offres et les hashtags tendance de la semaine.</p>
<h2>Blog</h2>
<p>Rédigez des articles de fond avec image à la une, images complémentaires et catégories, publiez-les ou gardez-les en brouillon. Les lecteurs peuvent aimer, enregistrer, partager et commenter vos articles, et répondre aux commentaires.</p>
<h2>Groupes</h2>
<p>Créez ou rejoignez des groupes publics, privés ou secrets autour d'un métier, d'un pays ou d'une passion. Chaque groupe a ses publications, ses membres, ses règles, son logo et sa bannière. Le créateur, les administrateurs et les modérateurs animent la communauté.</p>
<h2>Mentorat</h2>
<p>L'annuaire des mentors se filtre par nom, domaine et pays. Chaque fiche présente le parcours du mentor, ses domaines d'expertise, ses disponibilités et, le cas échéant, son tarif par séance. Vous pouvez lui adresser une demande de mentorat accompagnée d'un message.</p>
<h2>Projets</h2>
<p>Présentez vos projets avec une image de couverture, des dates et des mots-clés, publiez des actualités pour faire connaître leur avancement et échangez en commentaires avec la communauté pour trouver des collaborateurs.</p>
<h2>Événements</h2>
<p>Créez des événements en présentiel, en ligne ou hybrides, avec adresse ou lien de connexion, capacité, catégories et informations pratiques. Les membres s'inscrivent, se désinscrivent et commentent ; l'événement s'affiche comme complet lorsque le nombre maximal de participants est atteint.</p>
<h2>Offres d'emploi</h2>
<p>Déposez une offre (CDI, CDD, stage, freelance, alternance ou volontariat), gérez vos annonces depuis « Mes offres » et consultez les offres en cours. Chaque annonce indique une adresse de contact pour postuler et signale les offres qui expirent bientôt.</p>
<h2>Annuaire des entreprises</h2>
<p>Parcourez l'annuaire des entreprises africaines : coordonnées, taille, localisation, description et catégories professionnelles. L'annuaire est tenu par l'équipe d'administration et protégé contre l'aspiration massive.</p>
<h2>Appels d'offres</h2>
<p>Publiez un appel d'offres grâce à un formulaire en six étapes (informations, objectifs, exigences, modalités, contact, annexes), joignez les documents du dossier et publiez-le lorsqu'il est prêt. Les candidats filtrent les appels par secteur, type d'entité, localisation et statut, et répondent directement par e-mail avant la date limite.</p>
<h2>Témoignages et newsletter</h2>
<p>Les membres peuvent partager leur expérience sur la page <a href="/temoignages">Témoignages</a> ; chaque témoignage est relu avant publication. Inscrivez-vous à la <a href="/newsletter">newsletter</a> pour recevoir les nouvelles de la communauté.</p>
<h2>Pour aller plus loin</h2>
<p>Le <a href="/page/help">centre d'aide</a> détaille chaque fonctionnalité et la <a href="/faq">foire aux questions</a> répond aux questions les plus courantes.</p>
`,
};

const help: StaticPageSeed = {
  slug: 'help',
  titre: "Centre d'aide",
  metaTitle: "Centre d'aide | Sankofa",
  metaDescription:
    'Premiers pas sur Sankofa : créer votre compte, confirmer votre e-mail, compléter votre profil, vous connecter par lien magique et trouver les guides utiles.',
  contenuHtml: `
<p>Bienvenue dans le centre d'aide de Sankofa. Vous y trouverez les étapes pour bien démarrer sur la plateforme, puis des guides détaillés pour chaque grande fonctionnalité. Si vous ne trouvez pas la réponse à votre question, notre équipe reste joignable via le formulaire de contact.</p>
<h2>Créer votre compte</h2>
<ol>
<li>Sur la page d'accueil, cliquez sur le bouton d'inscription ; une fenêtre s'ouvre.</li>
<li>Choisissez l'inscription, puis saisissez votre adresse e-mail et un mot de passe robuste.</li>
<li>Prenez connaissance des <a href="/page/terms">conditions générales d'utilisation</a> et de la <a href="/page/privacy">politique de confidentialité</a>, puis validez.</li>
</ol>
<p>Un écran de remerciement vous confirme qu'un e-mail de confirmation vient de vous être envoyé.</p>
<h2>Confirmer votre adresse e-mail</h2>
<p>Ouvrez l'e-mail reçu et cliquez sur le lien de confirmation. Votre compte est alors activé et vous arrivez directement sur la page de complétion de votre profil. Vous ne trouvez pas l'e-mail ? Vérifiez votre dossier de courriers indésirables et l'orthographe de l'adresse saisie. Le lien est personnel : ne le transférez à personne.</p>
<h2>Compléter votre profil</h2>
<p>Un profil complet inspire confiance et vous rend visible auprès des bonnes personnes. La page de complétion présente une liste de quatre sections :</p>
<ul>
<li><strong>Informations personnelles</strong> : votre nom et votre localisation ;</li>
<li><strong>Informations professionnelles</strong> : votre titre, votre entreprise et votre statut professionnel ;</li>
<li><strong>Biographie</strong> : quelques lignes sur votre parcours et vos ambitions ;</li>
<li><strong>Catégories professionnelles</strong> : votre secteur et vos spécialités.</li>
</ul>
<p>Chaque section s'enregistre séparément et vous ramène à la liste. Le bouton « Terminer plus tard » vous mène à votre profil ; certaines pages vous inviteront toutefois à finir de le compléter avant d'y accéder. Vous pourrez ensuite ajouter vos expériences, formations, compétences et réalisations depuis votre <a href="/profile">profil</a>.</p>
<h2>Se connecter par lien magique</h2>
<p>Vous ne voulez pas retenir de mot de passe ? Dans la fenêtre de connexion, saisissez votre adresse e-mail puis choisissez la connexion par lien magique. Vous recevez un e-mail contenant un lien : cliquez dessus et vous êtes connecté, sans mot de passe. Ce lien vous est réservé : ne le partagez jamais. Vous pouvez bien sûr continuer à vous connecter avec votre mot de passe.</p>
<h2>Guides par fonctionnalité</h2>
<ul>
<li><a href="/page/network">Le réseau</a> : découvrir des membres, envoyer et gérer vos demandes de connexion, suivre vos notifications.</li>
<li><a href="/page/blog">Le blog</a> : écrire, publier et commenter des articles.</li>
<li><a href="/page/mentor">Le mentorat</a> : trouver un mentor ou transmettre votre expérience.</li>
<li><a href="/page/projets">Les projets</a> : présenter un projet et trouver des collaborateurs.</li>
<li><a href="/page/events">Les événements</a> : créer, trouver et rejoindre des événements.</li>
<li><a href="/page/emplois">Les offres d'emploi</a> : publier une offre, gérer vos annonces et postuler.</li>
</ul>
<h2>Sécurité de votre compte</h2>
<p>Choisissez un mot de passe propre à Sankofa, déconnectez-vous sur les appareils partagés et méfiez-vous de tout message vous demandant vos identifiants : l'équipe ne vous les demandera jamais.</p>
<h2>Besoin d'aide supplémentaire ?</h2>
<p>Consultez la <a href="/faq">foire aux questions</a>, puis, si besoin, écrivez-nous via le <a href="/contact">formulaire de contact</a> en choisissant le domaine qui correspond à votre demande : support technique, compte utilisateur, mentorat et réseau, signalement, partenariat, etc. Plus votre message est précis, plus notre réponse sera rapide.</p>
`,
};

const network: StaticPageSeed = {
  slug: 'network',
  titre: 'Aide : le réseau',
  metaTitle: 'Aide : le réseau | Sankofa',
  metaDescription:
    'Découvrez des membres, utilisez la recherche et les filtres, envoyez, acceptez ou refusez des demandes de connexion et suivez vos notifications sur Sankofa.',
  contenuHtml: `
<p>Le réseau est le cœur de Sankofa : c'est là que vous découvrez d'autres professionnels de la diaspora et que vous construisez vos relations. Ce guide vous explique comment trouver des membres, gérer vos demandes de connexion et suivre l'activité de votre réseau. La page <a href="/network">Réseau</a> est accessible une fois connecté.</p>
<h2>Découvrir des membres</h2>
<p>L'onglet « Découvrir » présente les membres sous forme de cartes : photo, nom, titre et localisation. Les résultats sont répartis sur plusieurs pages. Cliquez sur une carte pour ouvrir le profil complet du membre, consulter son parcours et ses compétences, ou lui écrire.</p>
<h2>Rechercher et filtrer</h2>
<p>Utilisez la barre de recherche pour trouver un membre par son nom ou son métier, et la liste des secteurs pour restreindre les résultats à un domaine d'activité. Le panneau de filtres avancés propose en outre :</p>
<ul>
<li>le pays et la ville ;</li>
<li>le métier et le nombre d'années d'expérience ;</li>
<li>les langues parlées ;</li>
<li>la disponibilité : tous les membres, ouverts à de nouvelles opportunités, ou disponibles pour du mentorat.</li>
</ul>
<p>Astuce : des catégories professionnelles bien renseignées sur votre propre profil aident les autres membres à vous trouver.</p>
<h2>Envoyer une demande de connexion</h2>
<p>Depuis la carte d'un membre sur la page Réseau, ou depuis son profil, utilisez le bouton de connexion. Le bouton affiche alors « Demande envoyée » : votre demande attend la réponse de la personne. Si vous changez d'avis, cliquez à nouveau sur ce bouton pour annuler la demande. Si une demande est déjà en attente entre vous, dans un sens ou dans l'autre, ou si vous êtes déjà connectés, un message vous l'indique et aucune nouvelle demande n'est créée.</p>
<h2>Accepter ou refuser une demande</h2>
<p>Lorsque vous recevez une demande, la cloche de notifications affiche un badge avec le nombre de demandes en attente, et un e-mail vous prévient. Vous seul, en tant que destinataire, pouvez accepter ou refuser :</p>
<ul>
<li><strong>Accepter</strong> : vous êtes désormais connectés, le bouton affiche « Connecté » et l'autre membre est notifié ;</li>
<li><strong>Refuser</strong> : la demande est close ; la personne pourra vous en adresser une nouvelle plus tard.</li>
</ul>
<p>Dès que vous répondez, la notification correspondante est marquée comme lue.</p>
<h2>Gérer vos connexions</h2>
<p>L'onglet « Mes connexions » liste les membres avec qui vous êtes connecté. En dessous, un bloc « Personnes que vous pourriez connaître » vous suggère de nouveaux profils. Pour retirer une connexion, ouvrez le menu du bouton « Connecté » et choisissez « Supprimer la connexion » ; une confirmation vous est demandée, car l'action est irréversible. Vous pourrez néanmoins envoyer une nouvelle demande par la suite.</p>
<h2>Suivre vos notifications</h2>
<p>La cloche, en haut de chaque page, regroupe vos notifications : demandes de connexion reçues, connexions acceptées, nouveaux messages, ainsi que les commentaires et réactions sur vos articles. Un compteur sur la messagerie vous indique aussi le nombre de messages non lus.</p>
<h2>Bonnes pratiques</h2>
<ul>
<li>Complétez votre profil avant de solliciter des connexions : une photo et un titre clair inspirent confiance.</li>
<li>Connectez-vous avec des personnes dont le parcours vous intéresse réellement.</li>
<li>Après une nouvelle connexion, envoyez un court message pour vous présenter.</li>
<li>Respectez un refus ou une absence de réponse, et signalez tout comportement abusif via le <a href="/contact">formulaire de contact</a>.</li>
</ul>
`,
};

const blog: StaticPageSeed = {
  slug: 'blog',
  titre: 'Aide : le blog',
  metaTitle: 'Aide : le blog | Sankofa',
  metaDescription:
    "Écrire un article sur le blog de Sankofa : catégories, images, publication ou brouillon, commentaires, mentions j'aime, enregistrement et signalement.",
  contenuHtml: `
<p>Le blog de Sankofa accueille les articles de fond de la communauté : retours d'expérience, analyses sectorielles, conseils de carrière, portraits d'entrepreneurs. Tout membre connecté peut y écrire. Ce guide vous accompagne de la rédaction à la publication, puis dans vos échanges avec les lecteurs.</p>
<h2>Écrire un article</h2>
<p>Depuis la page <a href="/blog">Blog</a>, cliquez sur « Nouvel article ». Le formulaire vous propose :</p>
<ul>
<li>un <strong>titre</strong>, qui sert aussi à construire l'adresse de l'article : il doit être unique ; si un article porte déjà le même titre, modifiez-le légèrement ;</li>
<li>un <strong>extrait</strong>, court résumé mis en avant en tête de l'article ;</li>
<li>le <strong>contenu</strong> de l'article ;</li>
<li>une <strong>image à la une</strong> et des images complémentaires ;</li>
<li>des <strong>catégories</strong>.</li>
</ul>
<h2>Choisir les catégories</h2>
<p>Les catégories aident les lecteurs à trouver votre article grâce aux filtres du blog. Choisissez celles qui décrivent le mieux votre sujet et le type de contenu, sans en ajouter plus que nécessaire : un article bien classé est un article mieux lu.</p>
<h2>Ajouter des images</h2>
<p>L'image à la une illustre votre article dans la liste du blog et en haut de la page. Vous pouvez ajouter jusqu'à cinq images complémentaires ; un clic sur l'une d'elles l'ouvre en grand. Formats acceptés : JPG, PNG, WEBP et GIF, 5 Mo au maximum par image. N'utilisez que des images dont vous détenez les droits.</p>
<h2>Publier ou garder en brouillon</h2>
<p>La case « Publié » est cochée par défaut : votre article est visible de tous dès l'enregistrement. Décochez-la pour le garder en brouillon, visible de vous seul et de l'équipe d'administration, le temps de le peaufiner. Vous pouvez ensuite revenir sur l'article à tout moment avec le bouton « Modifier », ou le supprimer.</p>
<h2>Commenter et répondre</h2>
<p>Les membres connectés peuvent commenter un article et répondre à un commentaire, avec jusqu'à trois niveaux de réponses. Vous pouvez modifier ou supprimer vos propres commentaires. Les visiteurs non connectés lisent les commentaires mais sont invités à se connecter pour participer.</p>
<h2>Aimer, enregistrer et partager</h2>
<ul>
<li><strong>J'aime</strong> : montrez votre intérêt à l'auteur, qui en est notifié ;</li>
<li><strong>Enregistrer</strong> : gardez l'article de côté pour le relire plus tard ;</li>
<li><strong>Partager</strong> : diffusez-le sur Facebook, Twitter ou LinkedIn, ou copiez son lien.</li>
</ul>
<h2>Signaler un commentaire</h2>
<p>Un commentaire vous semble injurieux, trompeur ou hors sujet ? Utilisez l'action « Signaler » sous ce commentaire et précisez la raison de votre signalement. L'équipe d'administration l'examine et retire le commentaire s'il enfreint les <a href="/page/terms">conditions générales d'utilisation</a>. Pour signaler un article, écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>
<h2>Conseils pour un bon article</h2>
<ul>
<li>Un titre clair et précis, qui annonce ce que le lecteur va apprendre.</li>
<li>Des paragraphes courts et des intertitres pour faciliter la lecture.</li>
<li>Des exemples concrets tirés de votre expérience.</li>
<li>Une relecture attentive avant publication.</li>
</ul>
`,
};

const mentor: StaticPageSeed = {
  slug: 'mentor',
  titre: 'Aide : le mentorat',
  metaTitle: 'Aide : le mentorat | Sankofa',
  metaDescription:
    "Trouver un mentor sur Sankofa, lui adresser une demande, devenir mentor à votre tour et adopter les bonnes pratiques d'une relation de mentorat réussie.",
  contenuHtml: `
<p>Le mentorat incarne l'esprit de Sankofa : transmettre ce que l'on a appris pour aider les autres à avancer. Que vous cherchiez un regard expérimenté sur votre carrière ou que vous souhaitiez partager votre expérience, ce guide vous explique comment procéder.</p>
<h2>Trouver un mentor</h2>
<p>Rendez-vous sur la page <a href="/mentors">Mentors</a>. L'annuaire se filtre par nom, par domaine d'expertise et par pays. Chaque carte présente le mentor : photo, pays, titre, courte biographie, domaines, nombre d'avis et un indicateur de disponibilité. Cliquez sur « Voir le profil » pour découvrir sa fiche complète : biographie, domaines d'expertise, disponibilités et, s'il en pratique un, son tarif par séance, exprimé en euros.</p>
<h2>Envoyer une demande de mentorat</h2>
<p>Depuis la fiche d'un mentor, vous devez être connecté pour envoyer une demande. Rédigez un message, obligatoire, puis envoyez-le ; un message de confirmation s'affiche lorsque la demande est bien enregistrée. Votre demande est alors en attente de réponse de la part du mentor. Un bon message de demande :</p>
<ul>
<li>vous présente en quelques lignes ;</li>
<li>explique pourquoi vous avez choisi ce mentor en particulier ;</li>
<li>précise votre objectif : changement de poste, création d'entreprise, installation dans un nouveau pays, montée en compétences ;</li>
<li>indique le rythme d'échange que vous imaginez.</li>
</ul>
<h2>Devenir mentor</h2>
<p>Vous avez de l'expérience à partager ? Vous pouvez proposer de devenir mentor grâce au lien « Devenir mentor » présent dans la colonne latérale du fil d'actualité. Le statut de mentor est attribué par l'équipe d'administration. Avant de postuler :</p>
<ul>
<li>complétez votre profil, en particulier vos expériences, vos compétences et votre biographie ;</li>
<li>réfléchissez aux domaines dans lesquels vous pouvez réellement aider ;</li>
<li>évaluez le temps que vous pouvez consacrer à vos mentorés.</li>
</ul>
<p>Pour toute question, écrivez-nous via le <a href="/contact">formulaire de contact</a> en choisissant le domaine « Mentorat / Réseau ».</p>
<h2>Bonnes pratiques pour les mentorés</h2>
<ul>
<li>Préparez chaque échange : arrivez avec des questions précises.</li>
<li>Respectez le temps de votre mentor et les horaires convenus.</li>
<li>Faites le point sur ce que vous avez mis en œuvre depuis la dernière séance.</li>
<li>Restez ouvert aux critiques constructives : elles sont la valeur du mentorat.</li>
</ul>
<h2>Bonnes pratiques pour les mentors</h2>
<ul>
<li>Fixez dès le départ un cadre clair : objectifs, fréquence, durée, éventuel tarif.</li>
<li>Écoutez avant de conseiller, et partagez vos échecs autant que vos réussites.</li>
<li>Orientez votre mentoré vers d'autres membres de votre réseau lorsque c'est utile.</li>
<li>Respectez la confidentialité de ce qui vous est confié.</li>
</ul>
<h2>Un problème ?</h2>
<p>Si une relation de mentorat ne se passe pas bien ou si vous constatez un comportement contraire aux <a href="/page/terms">conditions générales d'utilisation</a>, prévenez-nous via le <a href="/contact">formulaire de contact</a>, domaine « Signalement / Sécurité ». Consultez aussi le <a href="/page/help">centre d'aide</a> pour les autres fonctionnalités.</p>
`,
};

const projets: StaticPageSeed = {
  slug: 'projets',
  titre: 'Aide : les projets',
  metaTitle: 'Aide : les projets | Sankofa',
  metaDescription:
    'Publier un projet sur Sankofa, le faire vivre avec des actualités et des commentaires, et trouver des collaborateurs au sein de la communauté de la diaspora.',
  contenuHtml: `
<p>L'espace Projets permet de présenter vos initiatives à la communauté : une entreprise en création, une association, un programme culturel, une application, une étude. C'est le meilleur moyen de faire connaître ce que vous construisez et de trouver des personnes prêtes à vous rejoindre.</p>
<h2>Publier un projet</h2>
<p>Depuis la page <a href="/projects">Projets</a>, cliquez sur « Nouveau projet ». Vous devez être connecté. Le formulaire comprend :</p>
<ul>
<li>le <strong>titre</strong>, seul champ obligatoire ;</li>
<li>la <strong>description</strong> : le problème que vous résolvez, votre démarche, où vous en êtes ;</li>
<li>les <strong>dates</strong> de début et, si elle est connue, de fin ;</li>
<li>des <strong>mots-clés</strong>, séparés par des virgules, par exemple « agritech, Sénégal, financement » ;</li>
<li>une <strong>image de couverture</strong> : un fichier image de 5 Mo au maximum.</li>
</ul>
<p>Une fois le projet créé, vous êtes redirigé vers la liste des projets.</p>
<h2>Modifier et gérer le statut</h2>
<p>En tant que porteur du projet, vous pouvez le modifier à tout moment grâce au lien « Modifier » de sa page. Vous y choisissez aussi son statut : <strong>brouillon</strong> pendant la préparation, <strong>publié</strong> lorsqu'il est prêt, <strong>archivé</strong> lorsqu'il est terminé. Vous pouvez changer ou retirer l'image de couverture. La suppression d'un projet est réservée à l'équipe d'administration : contactez-la si besoin.</p>
<h2>Faire vivre votre projet</h2>
<p>La page d'un projet affiche sa couverture, son statut, ses mots-clés, ses dates, son porteur, les premiers participants et sa description. Deux outils permettent de maintenir l'intérêt :</p>
<ul>
<li>les <strong>actualités</strong> : publiez régulièrement les étapes franchies, les besoins du moment, les bonnes nouvelles ;</li>
<li>les <strong>commentaires</strong> : les membres connectés posent leurs questions et proposent leur aide ; répondez-leur rapidement.</li>
</ul>
<h2>Trouver des collaborateurs</h2>
<ul>
<li><strong>Soyez précis</strong> : indiquez dans la description et dans une actualité les profils recherchés (développeur, juriste, designer, investisseur) et ce que vous proposez en retour.</li>
<li><strong>Choisissez de bons mots-clés</strong> : ils permettent aux membres de trouver votre projet grâce au filtre par mot-clé.</li>
<li><strong>Partagez-le</strong> sur le <a href="/feed">fil d'actualité</a> avec quelques hashtags, et dans les <a href="/groups">groupes</a> liés à votre secteur.</li>
<li><strong>Allez vers les autres</strong> : sur la page <a href="/network">Réseau</a>, recherchez des membres par secteur ou par métier, puis écrivez-leur par la messagerie.</li>
</ul>
<h2>Rejoindre un projet</h2>
<p>La liste des projets se filtre par recherche libre, par mot-clé, par statut et par date de début. Lorsqu'un projet vous intéresse, laissez un commentaire ou contactez son porteur par message en expliquant ce que vous pouvez apporter.</p>
<h2>Bonnes pratiques</h2>
<ul>
<li>Utilisez une image de couverture lisible et représentative.</li>
<li>Mettez à jour le statut et les dates : un projet à jour inspire confiance.</li>
<li>Ne publiez pas d'informations confidentielles : échangez-les en privé.</li>
</ul>
<p>D'autres questions ? Consultez le <a href="/page/help">centre d'aide</a> ou écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>
`,
};

const events: StaticPageSeed = {
  slug: 'events',
  titre: 'Aide : les événements',
  metaTitle: 'Aide : les événements | Sankofa',
  metaDescription:
    "Créer un événement en présentiel, en ligne ou hybride sur Sankofa, trouver les prochains rendez-vous, s'inscrire et échanger avec les participants.",
  contenuHtml: `
<p>Conférences, ateliers, afterworks, webinaires, salons : l'espace Événements rassemble les rendez-vous de la communauté. Ce guide vous explique comment trouver un événement, y participer et organiser le vôtre.</p>
<h2>Trouver un événement</h2>
<p>La page <a href="/events">Événements</a> est ouverte à tous, même sans compte. Vous pouvez filtrer la liste :</p>
<ul>
<li>par <strong>mot-clé</strong>, recherché dans le titre et la description ;</li>
<li>par <strong>lieu</strong> : ville, pays ou adresse ;</li>
<li>par <strong>date</strong>, pour n'afficher que les événements à partir d'un jour donné.</li>
</ul>
<p>Les prochains événements apparaissent aussi dans la colonne latérale de votre fil d'actualité. Cliquez sur un événement pour voir sa page détaillée : date, type, lieu ou lien, organisateur, programme et participants.</p>
<h2>Participer</h2>
<p>Une fois connecté, inscrivez-vous depuis la page de l'événement : vous rejoignez la liste des participants. Vous pouvez vous désinscrire à tout moment pour libérer votre place. Lorsque le nombre maximal de participants est atteint, l'événement affiche « Complet » et les inscriptions sont fermées. Les commentaires permettent de poser une question à l'organisateur ou d'échanger avec les autres participants ; vous pouvez supprimer vos propres commentaires.</p>
<h2>Créer un événement</h2>
<p>Connecté, cliquez sur « Nouvel événement ». Les champs obligatoires sont :</p>
<ul>
<li>le <strong>titre</strong> ;</li>
<li>les <strong>dates et heures</strong> de début et de fin ;</li>
<li>le <strong>type</strong> : présentiel, en ligne ou hybride.</li>
</ul>
<p>Pour un événement en présentiel ou hybride, l'adresse complète est obligatoire. Pour un événement en ligne ou hybride, indiquez le lien de connexion. Vous pouvez aussi renseigner :</p>
<ul>
<li>une description et une image de couverture (5 Mo au maximum) ;</li>
<li>jusqu'à quatre catégories ;</li>
<li>la capacité et le nombre maximal de participants ;</li>
<li>les coordonnées de l'organisateur (e-mail, téléphone) et un site web ;</li>
<li>le prix, la langue, des mots-clés ;</li>
<li>les informations d'accessibilité et la politique d'annulation.</li>
</ul>
<h2>Modifier ou supprimer votre événement</h2>
<p>En tant que créateur, vous pouvez modifier votre événement depuis sa page, par exemple pour préciser le programme ou changer de salle. Vous pouvez aussi le supprimer après confirmation. Pensez à prévenir les inscrits en commentaire de tout changement important.</p>
<h2>Conseils aux organisateurs</h2>
<ul>
<li>Un titre explicite et une image de couverture attrayante attirent davantage de participants.</li>
<li>Indiquez clairement le public visé, le programme et les intervenants.</li>
<li>Renseignez les informations d'accessibilité : accès en fauteuil roulant, sous-titrage, interprétation.</li>
<li>Fixez une capacité réaliste et précisez la politique d'annulation.</li>
<li>Partagez votre événement sur le <a href="/feed">fil d'actualité</a> et dans les <a href="/groups">groupes</a> concernés.</li>
</ul>
<p>Une question ? Consultez le <a href="/page/help">centre d'aide</a> ou écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>
`,
};

const emplois: StaticPageSeed = {
  slug: 'emplois',
  titre: "Aide : les offres d'emploi",
  metaTitle: "Aide : les offres d'emploi | Sankofa",
  metaDescription:
    "Publier une offre d'emploi sur Sankofa, gérer vos annonces depuis « Mes offres », consulter les offres en cours et postuler en toute sécurité.",
  contenuHtml: `
<p>L'espace Emplois met en relation les recruteurs et les talents de la diaspora. Entreprises, associations, startups ou particuliers peuvent y publier leurs offres, et chaque membre peut les consulter et y postuler. Ce guide vous explique comment faire, côté recruteur comme côté candidat.</p>
<h2>Consulter les offres</h2>
<p>La page <a href="/emplois">Emplois</a> liste les offres actives et non expirées, des plus récentes aux plus anciennes. Des badges vous aident à repérer l'urgence : « Urgent » lorsque l'offre expire dans les sept jours, « Aujourd'hui » le jour de son expiration. Chaque offre présente l'intitulé du poste, l'entreprise et son logo, la localisation, le type de contrat, le salaire s'il est indiqué, la description et l'adresse de contact. Un bouton permet de la partager.</p>
<h2>Publier une offre</h2>
<p>Connecté, cliquez sur « Déposer une offre ». Les champs obligatoires sont :</p>
<ul>
<li>l'<strong>intitulé du poste</strong> ;</li>
<li>l'<strong>entreprise</strong> : le formulaire vous propose les entreprises de l'annuaire ;</li>
<li>la <strong>localisation</strong> ;</li>
<li>le <strong>type de contrat</strong> : CDI, CDD, stage, freelance, alternance ou volontariat ;</li>
<li>la <strong>description</strong> : missions, profil recherché, conditions ;</li>
<li>l'<strong>adresse e-mail de contact</strong> à laquelle les candidats écriront.</li>
</ul>
<p>Vous pouvez ajouter le salaire, le logo, le site web de l'entreprise et une date d'expiration, qui ne peut pas être dans le passé. Après l'enregistrement, l'offre apparaît dans la liste. Votre entreprise n'est pas encore dans l'annuaire ? L'équipe d'administration peut l'y ajouter : écrivez-lui via le <a href="/contact">formulaire de contact</a>, domaine « Projets / Entreprises ».</p>
<h2>Gérer vos offres</h2>
<p>La page <a href="/emplois/mes-offres">Mes offres</a> rassemble toutes les annonces que vous avez publiées, avec leur logo, leur intitulé, l'entreprise, le type, le lieu et la date de création. Pour chacune :</p>
<ul>
<li><strong>Voir</strong> ouvre l'offre telle que les candidats la voient ;</li>
<li><strong>Modifier</strong> permet de corriger l'annonce ou de repousser sa date d'expiration ;</li>
<li><strong>Supprimer</strong> retire définitivement l'offre, après confirmation : cette action est irréversible.</li>
</ul>
<p>Une offre expirée disparaît automatiquement de la liste publique. Pensez à supprimer une offre dès que le poste est pourvu.</p>
<h2>Postuler</h2>
<p>Pour postuler, écrivez à l'adresse de contact indiquée dans l'offre. Quelques conseils :</p>
<ul>
<li>mettez à jour votre <a href="/profile">profil</a> : expériences, compétences, portfolio ; un recruteur le consultera sans doute ;</li>
<li>adaptez votre message à l'offre, en citant son intitulé dans l'objet ;</li>
<li>joignez un CV à jour et, si besoin, une lettre de motivation ;</li>
<li>respectez la date d'expiration.</li>
</ul>
<h2>Restez vigilant</h2>
<p>Une offre d'emploi légitime ne vous demandera jamais de payer pour postuler, ni de communiquer vos coordonnées bancaires. Si une offre vous semble frauduleuse, signalez-la via le <a href="/contact">formulaire de contact</a>, domaine « Signalement / Sécurité ». Les offres contraires aux <a href="/page/terms">conditions générales d'utilisation</a> sont retirées.</p>
`,
};

export const staticPageSeeds: StaticPageSeed[] = [
  terms,
  privacy,
  cookies,
  rgpd,
  mentionsLegales,
  accessibilite,
  aPropos,
  fonctionnalites,
  help,
  network,
  blog,
  mentor,
  projets,
  events,
  emplois,
];
