//! "On new, the application currency and language are used as defaults for the guarantee";
//! "a trader has the guarantee holder fixed to their own EORI". Defaults only in mode new.

use crate::blocks::Party;
use crate::g01::model::Guarantee;
use crate::values::CodeRef;
use crate::{Ctx, Mode, UserType};

pub fn defaults(ctx: &Ctx) -> Guarantee {
    if ctx.mode != Mode::New {
        return Guarantee::default();
    }
    let code = |c: &str| {
        (!c.is_empty()).then(|| CodeRef {
            code: c.to_owned(),
            name: None,
        })
    };
    Guarantee {
        applicant: (ctx.user.user_type == UserType::Trader)
            .then(|| Party::new(ctx.user.eori.as_deref(), ctx.user.name.as_deref())),
        currency: code(&ctx.currency),
        guarantee_language: code(&ctx.language),
        national_guarantee: Some(false),
        ..Guarantee::default()
    }
}
