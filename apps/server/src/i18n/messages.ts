import type { Language } from '@lineup/contract/languages';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';
import { EQUIPMENT_MESSAGES } from './equipment-messages.ts';
import { EVENT_TYPE_MESSAGES } from './event-type-messages.ts';
import { SALES_CATALOGUE_MESSAGES } from './sales-catalogue-messages.ts';
import { TRANSPORT_MESSAGES } from './transport-messages.ts';
import { PLACE_MESSAGES } from './place-messages.ts';
import { CUSTOMER_MESSAGES } from './customer-messages.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { WORK_MESSAGES } from './work-messages.ts';
import { EVENT_MESSAGES } from './event-messages.ts';
import { MONEY_MESSAGES } from './money-messages.ts';
import { CONDITIONS_MESSAGES } from './conditions-messages.ts';
import { ASSISTANT_MESSAGES } from './assistant-messages.ts';

/** Texts the server itself sends to people: API messages and e-mails, in the six languages. */
const en = {
  'register.created':
    'Account created. Check your inbox (and the spam folder) and click the activation link to finish.',
  'register.invalidEmail': 'Enter a valid e-mail address.',
  'register.passwordShort': 'The password needs at least {{min}} characters.',
  'register.passwordLong': 'The password can have at most {{max}} characters.',
  'register.passwordCommon': 'This password is too common. Choose another one.',
  'activation.subject': 'Activate your Lineup account',
  'activation.body':
    'Hello,\n\nClick the link below to activate your Lineup account. It is valid for 24 hours.\n\n{{link}}\n\nIf you did not sign up for Lineup, ignore this e-mail.\n\nLineup — work less, surf more.',
  'activation.resent': 'If an account at this address is waiting for activation, a new link is on its way.',
  'phone.invalid': 'Enter the phone number with its country code (+351 or 00351).',
  'phone.codeSent': 'If this phone number belongs to an account, a code is on its way.',
  'phone.sms': 'Your Lineup code is {{code}}. It expires in 5 minutes.',
  'signin.wrong': 'Wrong email/password',
  'password.changed': 'Password changed. Your other sessions have been signed out.',
  'password.wrongCurrent': 'The current password is not correct.',
  'school.pendingExists': 'You already have a school waiting for approval.',
  'school.notFound': 'School not found.',
  'school.notMember': 'You are not a member of this school, or it is not open yet.',
  'school.badTransition': 'A school cannot go from {{from}} to {{to}}.',
  'member.notFound': 'Member not found.',
  'member.lastOwner': 'A school needs at least one Owner. Make someone else Owner first.',
  'member.ownerOnly': 'Only an Owner can give or take the Owner role.',
  'invitation.notFound': 'Invitation not found.',
  'invitation.alreadyMember': 'This person is already a member of the school.',
  'invitation.pendingExists': 'This e-mail already has a pending invitation. Resend it instead.',
  'invitation.revoked': 'This invitation was revoked.',
  'invitation.used': 'This invitation has already been used.',
  'invitation.expired': 'This invitation has expired. Ask for a new one.',
  'invitation.otherEmail': 'This invitation is for another e-mail address. Sign in with that address to accept it.',
  'invitation.subject': 'You are invited to {{school}} on Lineup',
  'invitation.body':
    'Hello,\n\n{{inviter}} invites you to join {{school}} on Lineup as {{role}}.\n\nOpen the link below, then sign in or create an account with this e-mail address to accept. The link is valid for 7 days and can be used once.\n\n{{link}}\n\nLineup — work less, surf more.',
  'phone.taken': 'This phone number belongs to another account.',
  'phone.wrongCode': 'The code is not correct or has expired.',
  'role.staff': 'Staff',
  'role.instructor': 'Instructor',
  'role.manager': 'Manager',
  'role.administrator': 'Administrator',
  'role.owner': 'Owner',
  'register.knownSubject': 'You already have a Lineup account',
  'register.knownBody':
    'Hello,\n\nSomeone (perhaps you) tried to create a Lineup account with this e-mail address, which already has one. Nothing was changed.\n\nTo sign in, open {{link}}. If you forgot your password, choose "Forgot your password?" in the login dialog.\n\nIf this was not you, ignore this e-mail.\n\nLineup — work less, surf more.',
  'signin.notActivated':
    'Your account is not activated yet. Click the link in the activation e-mail, or ask for a new one.',
  'unlock.subject': 'Your Lineup account was locked',
  'unlock.body':
    'Hello,\n\nThere were many wrong passwords for your Lineup account, so we locked password sign-in for {{hours}} hours. If this was you, the link below unlocks it now; it works once.\n\n{{link}}\n\nIf it was not you, someone may be guessing your password: after unlocking, choose "Forgot your password?" at {{login}} to set a new one.\n\nLineup — work less, surf more.',
  'reset.subject': 'Choose a new Lineup password',
  'reset.body':
    'Hello,\n\nClick the link below to choose a new password for your Lineup account. It is valid for one hour and can be used once. Choosing a new password signs you out everywhere.\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.\n\nLineup — work less, surf more.',
  'reset.requested': 'If an account uses this address, a link to choose a new password is on its way.',
  'reset.done': 'Your password has been changed and every session signed out. Sign in with the new password.',
  'reset.invalid': 'This link is wrong, has expired or was already used. Ask for a new one.',
  'database.unavailable': 'The database cannot be reached right now. Please try again in a few seconds.',
  ...PLACE_MESSAGES.en,
  ...CATALOGUE_MESSAGES.en,
  ...EQUIPMENT_MESSAGES.en,
  ...TRANSPORT_MESSAGES.en,
  ...EVENT_TYPE_MESSAGES.en,
  ...SALES_CATALOGUE_MESSAGES.en,
  ...CUSTOMER_MESSAGES.en,
  ...STAFF_MESSAGES.en,
  ...WORK_MESSAGES.en,
  ...EVENT_MESSAGES.en,
  ...MONEY_MESSAGES.en,
  ...CONDITIONS_MESSAGES.en,
  ...ASSISTANT_MESSAGES.en,
} as const;

export type MessageKey = keyof typeof en;

const pt: Record<MessageKey, string> = {
  'register.created':
    'Conta criada. Verifique a sua caixa de entrada (e a pasta de spam) e clique no link de ativação para concluir.',
  'register.invalidEmail': 'Introduza um endereço de e-mail válido.',
  'register.passwordShort': 'A palavra-passe precisa de pelo menos {{min}} caracteres.',
  'register.passwordLong': 'A palavra-passe pode ter no máximo {{max}} caracteres.',
  'register.passwordCommon': 'Esta palavra-passe é demasiado comum. Escolha outra.',
  'activation.subject': 'Ative a sua conta Lineup',
  'activation.body':
    'Olá,\n\nClique no link abaixo para ativar a sua conta Lineup. É válido durante 24 horas.\n\n{{link}}\n\nSe não se registou no Lineup, ignore este e-mail.\n\nLineup — trabalhe menos, surfe mais.',
  'activation.resent': 'Se uma conta com este endereço aguarda ativação, um novo link está a caminho.',
  'phone.invalid': 'Introduza o número de telefone com o indicativo do país (+351 ou 00351).',
  'phone.codeSent': 'Se este número pertence a uma conta, um código está a caminho.',
  'phone.sms': 'O seu código Lineup é {{code}}. Expira em 5 minutos.',
  'signin.wrong': 'E-mail/palavra-passe errados',
  'password.changed': 'Palavra-passe alterada. As suas outras sessões foram terminadas.',
  'password.wrongCurrent': 'A palavra-passe atual não está correta.',
  'school.pendingExists': 'Já tem uma escola a aguardar aprovação.',
  'school.notFound': 'Escola não encontrada.',
  'school.notMember': 'Não é membro desta escola, ou ela ainda não está aberta.',
  'school.badTransition': 'Uma escola não pode passar de {{from}} para {{to}}.',
  'member.notFound': 'Membro não encontrado.',
  'member.lastOwner': 'Uma escola precisa de pelo menos um Proprietário. Torne outra pessoa Proprietário primeiro.',
  'member.ownerOnly': 'Só um Proprietário pode dar ou retirar o papel de Proprietário.',
  'invitation.notFound': 'Convite não encontrado.',
  'invitation.alreadyMember': 'Esta pessoa já é membro da escola.',
  'invitation.pendingExists': 'Este e-mail já tem um convite pendente. Reenvie-o.',
  'invitation.revoked': 'Este convite foi revogado.',
  'invitation.used': 'Este convite já foi usado.',
  'invitation.expired': 'Este convite expirou. Peça um novo.',
  'invitation.otherEmail':
    'Este convite é para outro endereço de e-mail. Inicie sessão com esse endereço para o aceitar.',
  'invitation.subject': 'Foi convidado para {{school}} no Lineup',
  'invitation.body':
    'Olá,\n\n{{inviter}} convida-o a juntar-se a {{school}} no Lineup como {{role}}.\n\nAbra o link abaixo e inicie sessão ou crie uma conta com este endereço de e-mail para aceitar. O link é válido durante 7 dias e só pode ser usado uma vez.\n\n{{link}}\n\nLineup — trabalhe menos, surfe mais.',
  'phone.taken': 'Este número de telefone pertence a outra conta.',
  'phone.wrongCode': 'O código não está correto ou expirou.',
  'role.staff': 'Funcionário',
  'role.instructor': 'Instrutor',
  'role.manager': 'Gestor',
  'role.administrator': 'Administrador',
  'role.owner': 'Proprietário',
  'register.knownSubject': 'Já tem uma conta Lineup',
  'register.knownBody':
    'Olá,\n\nAlguém (talvez você) tentou criar uma conta Lineup com este endereço de e-mail, que já tem uma. Nada foi alterado.\n\nPara iniciar sessão, abra {{link}}. Se se esqueceu da palavra-passe, escolha "Esqueceu-se da palavra-passe?" na janela de início de sessão.\n\nSe não foi você, ignore este e-mail.\n\nLineup — trabalhe menos, surfe mais.',
  'signin.notActivated': 'A sua conta ainda não está ativada. Clique no link do e-mail de ativação ou peça um novo.',
  'unlock.subject': 'A sua conta Lineup foi bloqueada',
  'unlock.body':
    'Olá,\n\nHouve muitas palavras-passe erradas na sua conta Lineup, por isso bloqueámos o início de sessão com palavra-passe durante {{hours}} horas. Se foi você, o link abaixo desbloqueia-a já; funciona uma vez.\n\n{{link}}\n\nSe não foi você, alguém pode estar a tentar adivinhar a sua palavra-passe: depois de desbloquear, escolha "Esqueceu-se da palavra-passe?" em {{login}} para definir uma nova.\n\nLineup — trabalhe menos, surfe mais.',
  'reset.subject': 'Escolha uma nova palavra-passe Lineup',
  'reset.body':
    'Olá,\n\nClique no link abaixo para escolher uma nova palavra-passe para a sua conta Lineup. É válido durante uma hora e só pode ser usado uma vez. Escolher uma nova palavra-passe termina todas as suas sessões.\n\n{{link}}\n\nSe não pediu isto, ignore este e-mail: a sua palavra-passe fica igual.\n\nLineup — trabalhe menos, surfe mais.',
  'reset.requested': 'Se uma conta usa este endereço, um link para escolher uma nova palavra-passe está a caminho.',
  'reset.done':
    'A sua palavra-passe foi alterada e todas as sessões foram terminadas. Inicie sessão com a nova palavra-passe.',
  'reset.invalid': 'Este link está errado, expirou ou já foi usado. Peça um novo.',
  'database.unavailable':
    'De momento não é possível contactar a base de dados. Tente novamente dentro de alguns segundos.',
  ...PLACE_MESSAGES.pt,
  ...CATALOGUE_MESSAGES.pt,
  ...EQUIPMENT_MESSAGES.pt,
  ...TRANSPORT_MESSAGES.pt,
  ...EVENT_TYPE_MESSAGES.pt,
  ...SALES_CATALOGUE_MESSAGES.pt,
  ...CUSTOMER_MESSAGES.pt,
  ...STAFF_MESSAGES.pt,
  ...WORK_MESSAGES.pt,
  ...EVENT_MESSAGES.pt,
  ...MONEY_MESSAGES.pt,
  ...CONDITIONS_MESSAGES.pt,
  ...ASSISTANT_MESSAGES.pt,
};

const es: Record<MessageKey, string> = {
  'register.created':
    'Cuenta creada. Revisa tu bandeja de entrada (y la carpeta de spam) y haz clic en el enlace de activación para terminar.',
  'register.invalidEmail': 'Introduce una dirección de correo válida.',
  'register.passwordShort': 'La contraseña necesita al menos {{min}} caracteres.',
  'register.passwordLong': 'La contraseña puede tener como máximo {{max}} caracteres.',
  'register.passwordCommon': 'Esta contraseña es demasiado común. Elige otra.',
  'activation.subject': 'Activa tu cuenta de Lineup',
  'activation.body':
    'Hola:\n\nHaz clic en el enlace de abajo para activar tu cuenta de Lineup. Es válido durante 24 horas.\n\n{{link}}\n\nSi no te registraste en Lineup, ignora este correo.\n\nLineup — trabaja menos, surfea más.',
  'activation.resent': 'Si una cuenta con esta dirección espera la activación, un nuevo enlace está en camino.',
  'phone.invalid': 'Introduce el número de teléfono con el prefijo del país (+351 o 00351).',
  'phone.codeSent': 'Si este número pertenece a una cuenta, un código está en camino.',
  'phone.sms': 'Tu código de Lineup es {{code}}. Caduca en 5 minutos.',
  'signin.wrong': 'Correo/contraseña incorrectos',
  'password.changed': 'Contraseña cambiada. Se han cerrado tus otras sesiones.',
  'password.wrongCurrent': 'La contraseña actual no es correcta.',
  'school.pendingExists': 'Ya tienes una escuela esperando aprobación.',
  'school.notFound': 'Escuela no encontrada.',
  'school.notMember': 'No eres miembro de esta escuela, o todavía no está abierta.',
  'school.badTransition': 'Una escuela no puede pasar de {{from}} a {{to}}.',
  'member.notFound': 'Miembro no encontrado.',
  'member.lastOwner': 'Una escuela necesita al menos un Propietario. Haz Propietario a otra persona primero.',
  'member.ownerOnly': 'Solo un Propietario puede dar o quitar el rol de Propietario.',
  'invitation.notFound': 'Invitación no encontrada.',
  'invitation.alreadyMember': 'Esta persona ya es miembro de la escuela.',
  'invitation.pendingExists': 'Este correo ya tiene una invitación pendiente. Reenvíala.',
  'invitation.revoked': 'Esta invitación fue revocada.',
  'invitation.used': 'Esta invitación ya se ha usado.',
  'invitation.expired': 'Esta invitación ha caducado. Pide una nueva.',
  'invitation.otherEmail':
    'Esta invitación es para otra dirección de correo. Inicia sesión con esa dirección para aceptarla.',
  'invitation.subject': 'Te han invitado a {{school}} en Lineup',
  'invitation.body':
    'Hola:\n\n{{inviter}} te invita a unirte a {{school}} en Lineup como {{role}}.\n\nAbre el enlace de abajo e inicia sesión o crea una cuenta con esta dirección de correo para aceptar. El enlace es válido durante 7 días y solo se puede usar una vez.\n\n{{link}}\n\nLineup — trabaja menos, surfea más.',
  'phone.taken': 'Este número de teléfono pertenece a otra cuenta.',
  'phone.wrongCode': 'El código no es correcto o ha caducado.',
  'role.staff': 'Personal',
  'role.instructor': 'Instructor',
  'role.manager': 'Gerente',
  'role.administrator': 'Administrador',
  'role.owner': 'Propietario',
  'register.knownSubject': 'Ya tienes una cuenta de Lineup',
  'register.knownBody':
    'Hola:\n\nAlguien (quizás tú) intentó crear una cuenta de Lineup con esta dirección de correo, que ya tiene una. No se ha cambiado nada.\n\nPara iniciar sesión, abre {{link}}. Si olvidaste tu contraseña, elige "¿Olvidaste tu contraseña?" en el diálogo de inicio de sesión.\n\nSi no fuiste tú, ignora este correo.\n\nLineup — trabaja menos, surfea más.',
  'signin.notActivated':
    'Tu cuenta todavía no está activada. Haz clic en el enlace del correo de activación o pide uno nuevo.',
  'unlock.subject': 'Tu cuenta de Lineup se ha bloqueado',
  'unlock.body':
    'Hola:\n\nHubo muchas contraseñas incorrectas en tu cuenta de Lineup, así que bloqueamos el inicio de sesión con contraseña durante {{hours}} horas. Si fuiste tú, el enlace de abajo la desbloquea ahora; funciona una vez.\n\n{{link}}\n\nSi no fuiste tú, alguien puede estar intentando adivinar tu contraseña: después de desbloquear, elige "¿Olvidaste tu contraseña?" en {{login}} para poner una nueva.\n\nLineup — trabaja menos, surfea más.',
  'reset.subject': 'Elige una nueva contraseña de Lineup',
  'reset.body':
    'Hola:\n\nHaz clic en el enlace de abajo para elegir una nueva contraseña para tu cuenta de Lineup. Es válido durante una hora y solo se puede usar una vez. Al elegir una nueva contraseña se cierran todas tus sesiones.\n\n{{link}}\n\nSi no lo pediste, ignora este correo: tu contraseña no cambia.\n\nLineup — trabaja menos, surfea más.',
  'reset.requested': 'Si una cuenta usa esta dirección, un enlace para elegir una nueva contraseña está en camino.',
  'reset.done':
    'Tu contraseña se ha cambiado y se han cerrado todas las sesiones. Inicia sesión con la nueva contraseña.',
  'reset.invalid': 'Este enlace es incorrecto, ha caducado o ya se usó. Pide uno nuevo.',
  'database.unavailable': 'Ahora mismo no se puede acceder a la base de datos. Inténtalo de nuevo en unos segundos.',
  ...PLACE_MESSAGES.es,
  ...CATALOGUE_MESSAGES.es,
  ...EQUIPMENT_MESSAGES.es,
  ...TRANSPORT_MESSAGES.es,
  ...EVENT_TYPE_MESSAGES.es,
  ...SALES_CATALOGUE_MESSAGES.es,
  ...CUSTOMER_MESSAGES.es,
  ...STAFF_MESSAGES.es,
  ...WORK_MESSAGES.es,
  ...EVENT_MESSAGES.es,
  ...MONEY_MESSAGES.es,
  ...CONDITIONS_MESSAGES.es,
  ...ASSISTANT_MESSAGES.es,
};

const fr: Record<MessageKey, string> = {
  'register.created':
    'Compte créé. Consultez votre boîte de réception (et le dossier spam) et cliquez sur le lien d’activation pour terminer.',
  'register.invalidEmail': 'Saisissez une adresse e-mail valide.',
  'register.passwordShort': 'Le mot de passe doit contenir au moins {{min}} caractères.',
  'register.passwordLong': 'Le mot de passe peut contenir au plus {{max}} caractères.',
  'register.passwordCommon': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'activation.subject': 'Activez votre compte Lineup',
  'activation.body':
    'Bonjour,\n\nCliquez sur le lien ci-dessous pour activer votre compte Lineup. Il est valable 24 heures.\n\n{{link}}\n\nSi vous ne vous êtes pas inscrit à Lineup, ignorez cet e-mail.\n\nLineup — travaillez moins, surfez plus.',
  'activation.resent': 'Si un compte à cette adresse attend son activation, un nouveau lien est en route.',
  'phone.invalid': 'Saisissez le numéro de téléphone avec l’indicatif du pays (+351 ou 00351).',
  'phone.codeSent': 'Si ce numéro appartient à un compte, un code est en route.',
  'phone.sms': 'Votre code Lineup est {{code}}. Il expire dans 5 minutes.',
  'signin.wrong': 'E-mail/mot de passe incorrect',
  'password.changed': 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  'password.wrongCurrent': 'Le mot de passe actuel n’est pas correct.',
  'school.pendingExists': 'Vous avez déjà une école en attente d’approbation.',
  'school.notFound': 'École introuvable.',
  'school.notMember': 'Vous n’êtes pas membre de cette école, ou elle n’est pas encore ouverte.',
  'school.badTransition': 'Une école ne peut pas passer de {{from}} à {{to}}.',
  'member.notFound': 'Membre introuvable.',
  'member.lastOwner': 'Une école a besoin d’au moins un Propriétaire. Nommez d’abord quelqu’un d’autre Propriétaire.',
  'member.ownerOnly': 'Seul un Propriétaire peut donner ou retirer le rôle de Propriétaire.',
  'invitation.notFound': 'Invitation introuvable.',
  'invitation.alreadyMember': 'Cette personne est déjà membre de l’école.',
  'invitation.pendingExists': 'Cette adresse a déjà une invitation en attente. Renvoyez-la plutôt.',
  'invitation.revoked': 'Cette invitation a été révoquée.',
  'invitation.used': 'Cette invitation a déjà été utilisée.',
  'invitation.expired': 'Cette invitation a expiré. Demandez-en une nouvelle.',
  'invitation.otherEmail':
    'Cette invitation est destinée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l’accepter.',
  'invitation.subject': 'Vous êtes invité à rejoindre {{school}} sur Lineup',
  'invitation.body':
    'Bonjour,\n\n{{inviter}} vous invite à rejoindre {{school}} sur Lineup en tant que {{role}}.\n\nOuvrez le lien ci-dessous, puis connectez-vous ou créez un compte avec cette adresse e-mail pour accepter. Le lien est valable 7 jours et ne peut servir qu’une fois.\n\n{{link}}\n\nLineup — travaillez moins, surfez plus.',
  'phone.taken': 'Ce numéro de téléphone appartient à un autre compte.',
  'phone.wrongCode': 'Le code est incorrect ou a expiré.',
  'role.staff': 'Personnel',
  'role.instructor': 'Moniteur',
  'role.manager': 'Gérant',
  'role.administrator': 'Administrateur',
  'role.owner': 'Propriétaire',
  'register.knownSubject': 'Vous avez déjà un compte Lineup',
  'register.knownBody':
    'Bonjour,\n\nQuelqu’un (peut-être vous) a essayé de créer un compte Lineup avec cette adresse e-mail, qui en a déjà un. Rien n’a été modifié.\n\nPour vous connecter, ouvrez {{link}}. Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » dans la fenêtre de connexion.\n\nSi ce n’était pas vous, ignorez cet e-mail.\n\nLineup — travaillez moins, surfez plus.',
  'signin.notActivated':
    'Votre compte n’est pas encore activé. Cliquez sur le lien de l’e-mail d’activation, ou demandez-en un nouveau.',
  'unlock.subject': 'Votre compte Lineup a été verrouillé',
  'unlock.body':
    'Bonjour,\n\nIl y a eu de nombreux mots de passe erronés pour votre compte Lineup : la connexion par mot de passe est donc verrouillée pendant {{hours}} heures. Si c’était vous, le lien ci-dessous la déverrouille tout de suite ; il ne sert qu’une fois.\n\n{{link}}\n\nSi ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe : après le déverrouillage, choisissez « Mot de passe oublié ? » sur {{login}} pour en définir un nouveau.\n\nLineup — travaillez moins, surfez plus.',
  'reset.subject': 'Choisissez un nouveau mot de passe Lineup',
  'reset.body':
    'Bonjour,\n\nCliquez sur le lien ci-dessous pour choisir un nouveau mot de passe pour votre compte Lineup. Il est valable une heure et ne sert qu’une fois. Choisir un nouveau mot de passe vous déconnecte partout.\n\n{{link}}\n\nSi vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.\n\nLineup — travaillez moins, surfez plus.',
  'reset.requested': 'Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe est en route.',
  'reset.done':
    'Votre mot de passe a été changé et toutes les sessions ont été fermées. Connectez-vous avec le nouveau mot de passe.',
  'reset.invalid': 'Ce lien est erroné, a expiré ou a déjà servi. Demandez-en un nouveau.',
  'database.unavailable': 'La base de données est injoignable pour le moment. Réessayez dans quelques secondes.',
  ...PLACE_MESSAGES.fr,
  ...CATALOGUE_MESSAGES.fr,
  ...EQUIPMENT_MESSAGES.fr,
  ...TRANSPORT_MESSAGES.fr,
  ...EVENT_TYPE_MESSAGES.fr,
  ...SALES_CATALOGUE_MESSAGES.fr,
  ...CUSTOMER_MESSAGES.fr,
  ...STAFF_MESSAGES.fr,
  ...WORK_MESSAGES.fr,
  ...EVENT_MESSAGES.fr,
  ...MONEY_MESSAGES.fr,
  ...CONDITIONS_MESSAGES.fr,
  ...ASSISTANT_MESSAGES.fr,
};

const de: Record<MessageKey, string> = {
  'register.created':
    'Konto erstellt. Sieh in deinem Posteingang (und im Spam-Ordner) nach und klicke auf den Aktivierungslink, um abzuschließen.',
  'register.invalidEmail': 'Gib eine gültige E-Mail-Adresse ein.',
  'register.passwordShort': 'Das Passwort braucht mindestens {{min}} Zeichen.',
  'register.passwordLong': 'Das Passwort darf höchstens {{max}} Zeichen haben.',
  'register.passwordCommon': 'Dieses Passwort ist zu verbreitet. Wähle ein anderes.',
  'activation.subject': 'Aktiviere dein Lineup-Konto',
  'activation.body':
    'Hallo,\n\nklicke auf den Link unten, um dein Lineup-Konto zu aktivieren. Er ist 24 Stunden gültig.\n\n{{link}}\n\nWenn du dich nicht bei Lineup registriert hast, ignoriere diese E-Mail.\n\nLineup — weniger arbeiten, mehr surfen.',
  'activation.resent': 'Falls ein Konto mit dieser Adresse auf die Aktivierung wartet, ist ein neuer Link unterwegs.',
  'phone.invalid': 'Gib die Telefonnummer mit Ländervorwahl ein (+351 oder 00351).',
  'phone.codeSent': 'Falls diese Nummer zu einem Konto gehört, ist ein Code unterwegs.',
  'phone.sms': 'Dein Lineup-Code ist {{code}}. Er läuft in 5 Minuten ab.',
  'signin.wrong': 'Falsche E-Mail/falsches Passwort',
  'password.changed': 'Passwort geändert. Deine anderen Sitzungen wurden abgemeldet.',
  'password.wrongCurrent': 'Das aktuelle Passwort ist nicht korrekt.',
  'school.pendingExists': 'Du hast bereits eine Schule, die auf Freigabe wartet.',
  'school.notFound': 'Schule nicht gefunden.',
  'school.notMember': 'Du bist kein Mitglied dieser Schule, oder sie ist noch nicht geöffnet.',
  'school.badTransition': 'Eine Schule kann nicht von {{from}} zu {{to}} wechseln.',
  'member.notFound': 'Mitglied nicht gefunden.',
  'member.lastOwner': 'Eine Schule braucht mindestens einen Inhaber. Mache zuerst jemand anderen zum Inhaber.',
  'member.ownerOnly': 'Nur ein Inhaber kann die Inhaberrolle vergeben oder entziehen.',
  'invitation.notFound': 'Einladung nicht gefunden.',
  'invitation.alreadyMember': 'Diese Person ist bereits Mitglied der Schule.',
  'invitation.pendingExists': 'Für diese E-Mail-Adresse gibt es bereits eine offene Einladung. Sende sie erneut.',
  'invitation.revoked': 'Diese Einladung wurde widerrufen.',
  'invitation.used': 'Diese Einladung wurde bereits verwendet.',
  'invitation.expired': 'Diese Einladung ist abgelaufen. Bitte um eine neue.',
  'invitation.otherEmail':
    'Diese Einladung gilt für eine andere E-Mail-Adresse. Melde dich mit dieser Adresse an, um sie anzunehmen.',
  'invitation.subject': 'Du bist zu {{school}} auf Lineup eingeladen',
  'invitation.body':
    'Hallo,\n\n{{inviter}} lädt dich ein, {{school}} auf Lineup als {{role}} beizutreten.\n\nÖffne den Link unten und melde dich an oder erstelle ein Konto mit dieser E-Mail-Adresse, um anzunehmen. Der Link ist 7 Tage gültig und kann einmal verwendet werden.\n\n{{link}}\n\nLineup — weniger arbeiten, mehr surfen.',
  'phone.taken': 'Diese Telefonnummer gehört zu einem anderen Konto.',
  'phone.wrongCode': 'Der Code ist falsch oder abgelaufen.',
  'role.staff': 'Mitarbeiter',
  'role.instructor': 'Surflehrer',
  'role.manager': 'Manager',
  'role.administrator': 'Administrator',
  'role.owner': 'Inhaber',
  'register.knownSubject': 'Du hast bereits ein Lineup-Konto',
  'register.knownBody':
    'Hallo,\n\njemand (vielleicht du) hat versucht, mit dieser E-Mail-Adresse ein Lineup-Konto anzulegen, obwohl es schon eines gibt. Es wurde nichts geändert.\n\nZum Anmelden öffne {{link}}. Wenn du dein Passwort vergessen hast, wähle im Anmeldedialog „Passwort vergessen?“.\n\nWenn du das nicht warst, ignoriere diese E-Mail.\n\nLineup — weniger arbeiten, mehr surfen.',
  'signin.notActivated':
    'Dein Konto ist noch nicht aktiviert. Klicke auf den Link in der Aktivierungs-E-Mail oder fordere eine neue an.',
  'unlock.subject': 'Dein Lineup-Konto wurde gesperrt',
  'unlock.body':
    'Hallo,\n\nfür dein Lineup-Konto wurden viele falsche Passwörter eingegeben, deshalb ist die Anmeldung mit Passwort für {{hours}} Stunden gesperrt. Wenn du das warst, hebt der Link unten die Sperre sofort auf; er funktioniert einmal.\n\n{{link}}\n\nWenn du das nicht warst, versucht vielleicht jemand, dein Passwort zu erraten: Wähle nach dem Entsperren unter {{login}} „Passwort vergessen?“, um ein neues festzulegen.\n\nLineup — weniger arbeiten, mehr surfen.',
  'reset.subject': 'Wähle ein neues Lineup-Passwort',
  'reset.body':
    'Hallo,\n\nklicke auf den Link unten, um ein neues Passwort für dein Lineup-Konto zu wählen. Er ist eine Stunde gültig und kann einmal verwendet werden. Mit dem neuen Passwort wirst du überall abgemeldet.\n\n{{link}}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt gleich.\n\nLineup — weniger arbeiten, mehr surfen.',
  'reset.requested':
    'Wenn ein Konto diese Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs.',
  'reset.done': 'Dein Passwort wurde geändert und alle Sitzungen wurden beendet. Melde dich mit dem neuen Passwort an.',
  'reset.invalid': 'Dieser Link ist falsch, abgelaufen oder wurde bereits verwendet. Fordere einen neuen an.',
  'database.unavailable': 'Die Datenbank ist gerade nicht erreichbar. Versuche es in ein paar Sekunden erneut.',
  ...PLACE_MESSAGES.de,
  ...CATALOGUE_MESSAGES.de,
  ...EQUIPMENT_MESSAGES.de,
  ...TRANSPORT_MESSAGES.de,
  ...EVENT_TYPE_MESSAGES.de,
  ...SALES_CATALOGUE_MESSAGES.de,
  ...CUSTOMER_MESSAGES.de,
  ...STAFF_MESSAGES.de,
  ...WORK_MESSAGES.de,
  ...EVENT_MESSAGES.de,
  ...MONEY_MESSAGES.de,
  ...CONDITIONS_MESSAGES.de,
  ...ASSISTANT_MESSAGES.de,
};

const zh: Record<MessageKey, string> = {
  'register.created': '账户已创建。请查看收件箱（以及垃圾邮件文件夹），点击激活链接完成注册。',
  'register.invalidEmail': '请输入有效的邮箱地址。',
  'register.passwordShort': '密码至少需要 {{min}} 个字符。',
  'register.passwordLong': '密码最多只能有 {{max}} 个字符。',
  'register.passwordCommon': '该密码过于常见，请换一个。',
  'activation.subject': '激活您的 Lineup 账户',
  'activation.body':
    '您好：\n\n请点击下方链接激活您的 Lineup 账户，链接 24 小时内有效。\n\n{{link}}\n\n如果您没有注册 Lineup，请忽略此邮件。\n\nLineup — 少工作，多冲浪。',
  'activation.resent': '如果该邮箱的账户正在等待激活，新的链接已经发出。',
  'phone.invalid': '请输入带国家区号的电话号码（+351 或 00351）。',
  'phone.codeSent': '如果该号码属于某个账户，验证码已经发出。',
  'phone.sms': '您的 Lineup 验证码是 {{code}}，5 分钟后失效。',
  'signin.wrong': '邮箱或密码错误',
  'password.changed': '密码已更改，您的其他会话已退出。',
  'password.wrongCurrent': '当前密码不正确。',
  'school.pendingExists': '您已有一所学校正在等待审批。',
  'school.notFound': '找不到该学校。',
  'school.notMember': '您不是该学校的成员，或该学校尚未开放。',
  'school.badTransition': '学校不能从 {{from}} 变为 {{to}}。',
  'member.notFound': '找不到该成员。',
  'member.lastOwner': '学校至少需要一位所有者。请先让其他人成为所有者。',
  'member.ownerOnly': '只有所有者才能授予或取消所有者角色。',
  'invitation.notFound': '找不到该邀请。',
  'invitation.alreadyMember': '此人已是该学校的成员。',
  'invitation.pendingExists': '该邮箱已有待处理的邀请，请改为重新发送。',
  'invitation.revoked': '该邀请已被撤销。',
  'invitation.used': '该邀请已被使用。',
  'invitation.expired': '该邀请已过期，请重新申请。',
  'invitation.otherEmail': '该邀请是发给另一个邮箱的。请使用该邮箱登录后接受。',
  'invitation.subject': '您受邀加入 Lineup 上的 {{school}}',
  'invitation.body':
    '您好：\n\n{{inviter}} 邀请您以 {{role}} 身份加入 Lineup 上的 {{school}}。\n\n请打开下方链接，然后使用此邮箱登录或注册账户以接受邀请。链接 7 天内有效，且只能使用一次。\n\n{{link}}\n\nLineup — 少工作，多冲浪。',
  'phone.taken': '该电话号码属于另一个账户。',
  'phone.wrongCode': '验证码不正确或已过期。',
  'role.staff': '员工',
  'role.instructor': '教练',
  'role.manager': '经理',
  'role.administrator': '管理员',
  'role.owner': '所有者',
  'register.knownSubject': '您已有 Lineup 账户',
  'register.knownBody':
    '您好：\n\n有人（也许是您）尝试用此邮箱地址创建 Lineup 账户，但该地址已有账户。没有任何更改。\n\n如需登录，请打开 {{link}}。如果忘记了密码，请在登录对话框中选择“忘记密码？”。\n\n如果这不是您本人操作，请忽略此邮件。\n\nLineup — 少工作，多冲浪。',
  'signin.notActivated': '您的账户尚未激活。请点击激活邮件中的链接，或申请新的激活邮件。',
  'unlock.subject': '您的 Lineup 账户已被锁定',
  'unlock.body':
    '您好：\n\n您的 Lineup 账户出现了多次错误密码，因此我们将密码登录锁定 {{hours}} 小时。如果是您本人，下方链接可立即解锁，且只能使用一次。\n\n{{link}}\n\n如果不是您本人，可能有人在猜测您的密码：解锁后，请在 {{login}} 选择“忘记密码？”设置新密码。\n\nLineup — 少工作，多冲浪。',
  'reset.subject': '设置新的 Lineup 密码',
  'reset.body':
    '您好：\n\n请点击下方链接为您的 Lineup 账户设置新密码。链接一小时内有效，且只能使用一次。设置新密码后，您的所有会话都将退出。\n\n{{link}}\n\n如果您没有提出此请求，请忽略此邮件：您的密码不会改变。\n\nLineup — 少工作，多冲浪。',
  'reset.requested': '如果有账户使用此地址，设置新密码的链接已经发出。',
  'reset.done': '您的密码已更改，所有会话均已退出。请使用新密码登录。',
  'reset.invalid': '此链接有误、已过期或已被使用。请重新申请。',
  'database.unavailable': '暂时无法连接数据库，请几秒后再试。',
  ...PLACE_MESSAGES.zh,
  ...CATALOGUE_MESSAGES.zh,
  ...EQUIPMENT_MESSAGES.zh,
  ...TRANSPORT_MESSAGES.zh,
  ...EVENT_TYPE_MESSAGES.zh,
  ...SALES_CATALOGUE_MESSAGES.zh,
  ...CUSTOMER_MESSAGES.zh,
  ...STAFF_MESSAGES.zh,
  ...WORK_MESSAGES.zh,
  ...EVENT_MESSAGES.zh,
  ...MONEY_MESSAGES.zh,
  ...CONDITIONS_MESSAGES.zh,
  ...ASSISTANT_MESSAGES.zh,
};

const CATALOG: Record<Language, Record<MessageKey, string>> = { en, pt, es, fr, de, zh };

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return CATALOG[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const MESSAGE_CATALOG = CATALOG;
