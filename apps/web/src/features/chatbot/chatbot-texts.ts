/** SmartBot's screen texts (`chatbot.*`), one loader per language, loaded with the screen (ScreenTexts). */
export const chatbotLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
