//! The rule context of a request: mode, user, today's date, deployment settings.

use vama_rules::{Ctx, Mode, UserCtx};

use super::catalog_values;
use crate::{auth::CurrentUser, config::Config, state::AppState};

/// The language code (code list LanguageCode, upper-case) of the deployment's default locale.
pub fn language_code(config: &Config) -> String {
    config.locale.to_uppercase()
}

pub fn ctx(state: &AppState, user: &CurrentUser, mode: Mode) -> Ctx {
    let now = state.clock.now();
    let fmt = time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
    let now_text = now.format(&fmt).unwrap_or_default();
    Ctx {
        mode,
        today: now_text.get(..10).unwrap_or_default().to_owned(),
        now: now_text,
        user: UserCtx {
            aeo_authorised: catalog_values::holds_aeo(
                &state.catalogs(),
                user.record.eori.as_deref(),
            ),
            ..user.rules_user()
        },
        country: state.config.country.clone(),
        currency: state.config.currency.clone(),
        language: language_code(&state.config),
    }
}
