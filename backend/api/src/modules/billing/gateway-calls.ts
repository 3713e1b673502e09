import { BadRequestException, type Logger, ServiceUnavailableException } from '@nestjs/common';
import { joinProviderMessages, PAYMENT_MESSAGES } from '@marketplace/contracts';
import { PaymentGatewayError } from '../../infrastructure/payments/payment-gateway';

/** The gateway's codes for a merchant it does not accept (bad or inactive credentials): our fault, not the card's. */
const MERCHANT_REFUSED = new Set(['E00007', 'E00008', 'E00009', 'E00059']);

/**
 * Runs a gateway call for billing's services. A request the gateway refused answers 400 with its
 * messages joined by commas (spec section 8), else `failure`; a gateway that is down or refuses
 * our credentials answers 503 (and is logged: it is ours to fix).
 */
export async function atGateway<T>(logger: Logger, call: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.kind === 'unavailable' || (error.code !== null && MERCHANT_REFUSED.has(error.code))) {
      logger.error(`Payment gateway ${error.kind}: ${error.code ?? ''} ${error.message}`);
      throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    }
    throw new BadRequestException(joinProviderMessages(error.messages) || failure);
  }
}
