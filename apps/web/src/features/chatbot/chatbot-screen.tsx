import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function ChatbotScreen() {
  return <NotAvailable screen="chatbot" />;
}
