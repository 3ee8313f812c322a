use super::{agent_ctx, ctx};
use crate::kind::Kind;
use crate::t01::T01;
use crate::{Mode, UserType};

#[test]
fn defaults_in_mode_new_follow_spec_4_3() {
    let doc = T01::defaults(&ctx());
    assert_eq!(doc.declaration_type(), Some("T1"));
    assert_eq!(
        doc.add_dec_type.as_ref().map(|c| c.code.as_str()),
        Some("A")
    );
    assert_eq!(doc.security(), Some("0"));
    assert_eq!(
        doc.reduced_dataset.as_ref().map(|c| c.code.as_str()),
        Some("0")
    );
    assert_eq!(
        doc.container_indicator.as_ref().map(|c| c.code.as_str()),
        Some("0")
    );
    assert_eq!(
        doc.language_at_departure.as_ref().map(|c| c.code.as_str()),
        Some("RO")
    );
    assert_eq!(
        doc.departure_country.as_ref().map(|c| c.code.as_str()),
        Some("MD")
    );
    assert_eq!(doc.guarantees.len(), 1);
    assert_eq!(doc.guarantees[0].type_code(), Some("A"));
    assert!(doc.guarantees[0].guarantee_references.is_empty());
}

#[test]
fn a_trader_is_the_default_holder() {
    let doc = T01::defaults(&ctx());
    assert_eq!(
        doc.applicant.as_ref().and_then(|a| a.eori()),
        Some("MD1000000000001")
    );
    assert_eq!(
        doc.applicant.as_ref().and_then(|a| a.name.as_deref()),
        Some("Demo Trader SRL")
    );
    assert!(doc.representative.is_none());
}

#[test]
fn an_agent_is_the_default_representative() {
    let ctx = agent_ctx();
    assert_eq!(ctx.user.user_type, UserType::Agent);
    let doc = T01::defaults(&ctx);
    assert_eq!(
        doc.representative.as_ref().and_then(|r| r.eori()),
        Some("MD3000000000001")
    );
    assert!(doc.applicant.is_none());
}

#[test]
fn defaults_only_in_mode_new() {
    for mode in [Mode::Clone, Mode::Modify, Mode::ModifyStored, Mode::View] {
        assert_eq!(
            T01::defaults(&ctx().with_mode(mode)),
            Default::default(),
            "{mode:?}"
        );
    }
}
