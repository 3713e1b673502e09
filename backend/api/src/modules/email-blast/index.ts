export { EmailBlastModule, EmailBlastWorkerModule } from './email-blast.module';
