//! IPO, inward processing, and EUS, end use (spec 2: "general application info; special-procedure
//! info; main accounts; planned activities; suggested customs offices; period of discharge;
//! guarantee (only when prior exportation is indicated); transfer of rights and obligations;
//! inward processing info (goods to be processed, processed products, indicators, places of
//! processing or use)"; "EUS: as IPO, but with an end-use block (goods, processed products,
//! places) and a guarantee that is always shown. In end use, identification of goods stays
//! when equivalent goods is on"; 4 "IPO: clearing priorExportation removes declarationPeriod";
//! 5 "priorExportation, releaseBillOfDischarge and dutiesCalculation required. declarationPeriod
//! integer, max 2 digits").

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Block, Env, Section, States};
use crate::authorisation::blocks::location::Location;
use crate::authorisation::blocks::procedure::{Procedure, ProcedureOf};
use crate::authorisation::blocks::processing::{ProcessingGoods, ProcessingOf};
use crate::authorisation::Accounts;
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits};
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Ipo {
    #[serde(flatten)]
    pub procedure: Procedure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inward_processing: Option<Processing>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Eus {
    #[serde(flatten)]
    pub procedure: Procedure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_use: Option<Processing>,
}

/// The goods, the products and the places of a processing or an end use.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Processing {
    #[serde(flatten)]
    pub goods: ProcessingGoods,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_place_of_use: Option<Location>,
    /// Inward processing only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indicators: Option<Indicators>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Indicators {
    /// Processed products exported before the goods are imported (IP EX/IM).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior_exportation: Option<bool>,
    /// Months within which the non-Union goods are declared after the export (max 2 digits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_period: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub release_bill_of_discharge: Option<bool>,
    /// Import duty calculated as UCC 86(3) allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duties_calculation: Option<bool>,
}

impl Processing {
    fn prior_exportation(&self) -> bool {
        self.indicators
            .as_ref()
            .is_some_and(|i| i.prior_exportation == Some(true))
    }
}

static PROCESSING: &[Conditional<Processing, ProcessingOf>] =
    &[entry!("/indicators", indicators, value, |_, of| {
        FieldState::only_if(!of.end_use)
    })];

static INDICATORS: &[Conditional<Indicators, ()>] = &[
    entry!("/priorExportation", prior_exportation, value, |_, _| {
        FieldState::REQUIRED
    }),
    // "clearing priorExportation removes declarationPeriod"
    entry!("/declarationPeriod", declaration_period, value, |i, _| {
        if i.prior_exportation == Some(true) {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
    entry!(
        "/releaseBillOfDischarge",
        release_bill_of_discharge,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/dutiesCalculation", duties_calculation, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for Indicators {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        INDICATORS
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/declarationPeriod"), Limit::range(0, 99));
    }

    /// Each indicator answers no until the applicant says yes.
    fn blank(_: &crate::Ctx) -> Self {
        Indicators {
            prior_exportation: Some(false),
            declaration_period: None,
            release_bill_of_discharge: Some(false),
            duties_calculation: Some(false),
        }
    }
}

crate::blocks!(Indicators {});

impl Section for Processing {
    type Of = ProcessingOf;

    fn table() -> &'static [Conditional<Self, ProcessingOf>] {
        PROCESSING
    }

    fn own_normalise(
        &mut self,
        of: ProcessingOf,
        env: Env<'_>,
        _: &Pointer<'_>,
        _: &mut Vec<String>,
    ) {
        if !of.end_use && self.indicators.is_none() {
            self.indicators = Some(<Indicators as Section>::blank(env.ctx));
        }
    }
}

crate::blocks!(Processing {
    goods: "" => |_, of: ProcessingOf| of,
    first_place_of_use: "firstPlaceOfUse",
});

impl Ipo {
    fn indicators(&self) -> Option<&Indicators> {
        self.inward_processing.as_ref()?.indicators.as_ref()
    }
}

/// The indicators are inward processing's own (end use shares the rest of the block).
impl Section for Ipo {
    type Of = ();

    fn own_limits(at: &str, l: &mut Limits) {
        Indicators::limits(&format!("{at}/inwardProcessing/indicators"), l);
    }

    fn own_states(&self, _: (), at: &Pointer<'_>, out: &mut States) {
        if let Some(i) = self.indicators() {
            i.states((), &at.key("inwardProcessing").key("indicators"), out);
        }
    }

    fn own_normalise(&mut self, _: (), env: Env<'_>, at: &Pointer<'_>, removed: &mut Vec<String>) {
        let processing = self.inward_processing.as_mut();
        if let Some(i) = processing.and_then(|p| p.indicators.as_mut()) {
            let processing = at.key("inwardProcessing");
            i.normalise((), env, &processing.key("indicators"), removed);
        }
    }

    fn own_validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<crate::Violation>) {
        if let Some(i) = self.indicators() {
            i.validate((), &at.key("inwardProcessing").key("indicators"), out);
        }
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        Ipo {
            procedure: crate::authorisation::block::Block::blank(ctx),
            inward_processing: Some(Processing::default()),
        }
    }
}

crate::blocks!(Ipo {
    // "guarantee (only when prior exportation is indicated)"
    procedure: "" => |f: &Ipo, _| ProcedureOf {
        discharge: true,
        guarantee: f.inward_processing.as_ref().is_some_and(Processing::prior_exportation),
    },
    inward_processing: "inwardProcessing" => |f: &Ipo, _| ProcessingOf {
        end_use: false,
        eight_digits: f.indicators().is_some_and(|i| i.duties_calculation == Some(true)),
    },
});

crate::form_of_blocks!(Ipo, "ipo", accounts: |_| Accounts::Required);

impl Section for Eus {
    type Of = ();

    fn blank(ctx: &crate::Ctx) -> Self {
        Eus {
            procedure: crate::authorisation::block::Block::blank(ctx),
            end_use: Some(Processing::default()),
        }
    }
}

crate::blocks!(Eus {
    procedure: "" => |_, _| ProcedureOf::default(),
    end_use: "endUse" => |_, _| ProcessingOf {
        end_use: true,
        eight_digits: false,
    },
});

crate::form_of_blocks!(Eus, "eus", accounts: |_| Accounts::Required);
