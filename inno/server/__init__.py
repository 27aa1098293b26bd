"""The web server (``inno serve``): an ASGI app over the engine's decision protocol.

See docs/web-api.md for the API, and :func:`inno.server.app.create_app`.
"""
