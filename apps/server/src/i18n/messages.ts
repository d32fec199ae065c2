import type { Language } from '@lineup/contract/languages';

/** Texts the server itself sends to people: API messages and e-mails, in the six languages. */
const en = {
  'register.created':
    'Account created. Check your inbox (and the spam folder) and click the activation link to finish.',
  'register.emailTaken': 'This e-mail is already registered. Sign in, or ask for a new activation e-mail.',
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
} as const;

export type MessageKey = keyof typeof en;

const pt: Record<MessageKey, string> = {
  'register.created':
    'Conta criada. Verifique a sua caixa de entrada (e a pasta de spam) e clique no link de ativação para concluir.',
  'register.emailTaken': 'Este e-mail já está registado. Inicie sessão ou peça um novo e-mail de ativação.',
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
};

const es: Record<MessageKey, string> = {
  'register.created':
    'Cuenta creada. Revisa tu bandeja de entrada (y la carpeta de spam) y haz clic en el enlace de activación para terminar.',
  'register.emailTaken': 'Este correo ya está registrado. Inicia sesión o pide un nuevo correo de activación.',
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
};

const fr: Record<MessageKey, string> = {
  'register.created':
    'Compte créé. Consultez votre boîte de réception (et le dossier spam) et cliquez sur le lien d’activation pour terminer.',
  'register.emailTaken':
    'Cette adresse e-mail est déjà inscrite. Connectez-vous ou demandez un nouvel e-mail d’activation.',
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
};

const de: Record<MessageKey, string> = {
  'register.created':
    'Konto erstellt. Sieh in deinem Posteingang (und im Spam-Ordner) nach und klicke auf den Aktivierungslink, um abzuschließen.',
  'register.emailTaken':
    'Diese E-Mail-Adresse ist bereits registriert. Melde dich an oder fordere eine neue Aktivierungs-E-Mail an.',
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
};

const zh: Record<MessageKey, string> = {
  'register.created': '账户已创建。请查看收件箱（以及垃圾邮件文件夹），点击激活链接完成注册。',
  'register.emailTaken': '该邮箱已注册。请登录，或申请重新发送激活邮件。',
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
};

const CATALOG: Record<Language, Record<MessageKey, string>> = { en, pt, es, fr, de, zh };

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return CATALOG[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const MESSAGE_CATALOG = CATALOG;
